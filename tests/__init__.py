"""The test suite (a package so tests can share ``tests.strategies``)."""
