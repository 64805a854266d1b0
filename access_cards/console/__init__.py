"""The screen-reader-first console: menus, a game session, plain and interactive modes."""
