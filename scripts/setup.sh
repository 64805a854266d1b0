#!/usr/bin/env bash
# Install everything access-cards needs, then the project itself into .venv (editable, with the
# test extra). Idempotent: a re-run with nothing to do takes a second or two.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: scripts/setup.sh [--help]

Sets up access-cards from a clone of the repository:
  * Debian/Ubuntu: installs the system packages (liblouis and its Python binding, espeak-ng,
    speech-dispatcher with its espeak-ng voice module, BrlAPI's Python binding, tmux,
    poppler-utils, ...) with apt-get, as root or through sudo, only when some are missing;
  * creates .venv at the repository root with /usr/bin/python3 -m venv --system-site-packages
    (so that Debian's python3-louis and python3-speechd are visible);
  * pip-installs the project in editable mode with its test extra, only when pyproject.toml
    changed since the last successful install.
Then run:  .venv/bin/access-cards        or   .venv/bin/python -m pytest
Other systems: see README.md, section "Other systems".
EOF
}

case "${1:-}" in
    "") ;;
    -h | --help) usage; exit 0 ;;
    *) echo "setup.sh: unexpected argument: $1 (try --help)" >&2; exit 2 ;;
esac
if [[ $# -gt 1 ]]; then
    echo "setup.sh: takes no arguments (try --help)" >&2
    exit 2
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

VENV=".venv"
STAMP="$VENV/.access-cards-stamp"
# speech-dispatcher only recommends its voice module, and --no-install-recommends below
# would leave it without a voice: speech-dispatcher-espeak-ng is named here. python3-brlapi
# lets the b key put its braille line on a BRLTTY display (BRLTTY itself is the player's).
APT_PACKAGES=(
    liblouis20 liblouis-data liblouis-bin python3-louis
    espeak-ng speech-dispatcher python3-speechd
    speech-dispatcher-espeak-ng python3-brlapi
    python3-venv python3-pip
    tmux poppler-utils fonts-dejavu-core
)

say() { echo "access-cards setup: $*"; }
die() { echo "access-cards setup: error: $*" >&2; exit 1; }

as_root() {
    if [[ $EUID -eq 0 ]]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        die "need root to run '$*': run this script as root or install sudo"
    fi
}

# ---- 1. system packages ------------------------------------------------------------------------
HAVE_APT=0
if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
    HAVE_APT=1
    missing=()
    for pkg in "${APT_PACKAGES[@]}"; do
        status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
        if [[ "$status" != "install ok installed" ]]; then
            missing+=("$pkg")
        fi
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        say "installing system packages: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -q --no-install-recommends "${APT_PACKAGES[@]}"
    fi
    PYTHON="/usr/bin/python3"
    [[ -x "$PYTHON" ]] || die "$PYTHON not found although apt-get is here (is python3 installed?)"
else
    echo "access-cards setup: no apt-get here: install liblouis and a speech engine yourself," \
        "see README.md section \"Other systems\"; trying to build .venv with python3 anyway." >&2
    PYTHON="$(command -v python3 || true)"
    [[ -n "$PYTHON" ]] || die "python3 not found: install Python 3.11 or newer"
fi

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || die "$PYTHON is Python $("$PYTHON" -c 'import platform; print(platform.python_version())'),"\
" access-cards needs 3.11 or newer (Debian 12, Ubuntu 24.04 or later)"

# ---- 2. the virtual environment ----------------------------------------------------------------
venv_ok() {
    [[ -x "$VENV/bin/python" ]] || return 1
    if [[ $HAVE_APT -eq 1 ]]; then
        # Must be built from Debian's python with system site-packages, or louis is not visible.
        "$VENV/bin/python" -c 'import louis, speechd' >/dev/null 2>&1 || return 1
    else
        "$VENV/bin/python" -c 'import sys' >/dev/null 2>&1 || return 1
    fi
}

if ! venv_ok; then
    if [[ -e "$VENV" ]]; then
        say "$VENV is unusable or cannot import louis: rebuilding it"
        rm -rf "$VENV"
    fi
    say "creating $VENV with $PYTHON"
    "$PYTHON" -m venv --system-site-packages "$VENV"
    venv_ok || die "$VENV was created but its python cannot import louis and speechd"
fi

# ---- 3. the project itself (editable, with the test extra) -------------------------------------
want="$(sha256sum pyproject.toml 2>/dev/null | cut -d' ' -f1 || true)"
if [[ -z "$want" ]]; then
    # No sha256sum (macOS): use python's hashlib instead.
    want="$("$VENV/bin/python" -c \
        'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')"
fi
have="$(cat "$STAMP" 2>/dev/null || true)"
if [[ "$want" != "$have" || ! -x "$VENV/bin/access-cards" ]]; then
    say "installing access-cards and its Python dependencies into $VENV"
    rm -f "$STAMP"
    PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip install -q -e '.[test]' \
        || die "pip install -e '.[test]' failed (see the messages above)"
    echo "$want" >"$STAMP"
fi

echo "access-cards: set-up complete ($VENV)"
