# Shared set-up for scripts/play and scripts/test; sourced, not run. Every step is skipped when already done,
# so a second run costs well under a second before the real work starts.

# What PySide6's QtGui/QtWidgets and its headless "offscreen" platform plugin load from the system (found
# with ldd on the wheel's libraries); each pulls in the rest of what it needs. fonts-dejavu-core because with
# no font at all Qt draws every letter as a box.
QT_OFFSCREEN_APT_PACKAGES=(
    libegl1 libgl1 libx11-6 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
)
# The table's sounds: QtMultimedia (PySide6-Addons) links the PulseAudio client library, which also talks
# to PipeWire desktops (through pipewire-pulse); without it the import fails and the game is silent. The
# tests install it too, so they run the same QtMultimedia start-up as a player (with no audio device), and
# so do the package builds, where dpkg-shlibdeps must find it to put it in the .deb's Depends.
QT_SOUND_APT_PACKAGES=(libpulse0)
# Additionally needed to open a real window on an X11 display (Qt's "xcb" platform plugin).
QT_X11_APT_PACKAGES=(
    libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
    libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0
    libxcb-xkb1
)
# Additionally needed for a native Wayland window (Qt's "wayland" platform plugin).
QT_WAYLAND_APT_PACKAGES=(libwayland-client0 libwayland-cursor0 libwayland-egl1)

VENV_DIR=.venv
# Written after a successful `pip install`; pip runs again only when pyproject.toml is newer than it.
INSTALL_STAMP="$VENV_DIR/.installed-from-pyproject"

# Install the named Debian packages that are not installed yet. Elsewhere (no dpkg), say what is needed.
ensure_apt_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        return 0  # Not Debian-like: the wheel's libraries must come from the system's own package manager.
    fi
    local missing=() package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    local sudo=()
    if ((EUID != 0)); then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "error: these Debian packages are needed; install them as root: ${missing[*]}" >&2
            return 1
        fi
        sudo=(sudo)
    fi
    echo "==> Installing Debian packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" \
        >/dev/null
}

# Create .venv (or recreate it if its interpreter is gone) and install the project with its test extra.
ensure_venv() {
    local python="${PYTHON:-python3}"
    if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        echo "error: Python 3.11 or newer is needed as '$python' (set PYTHON=/path/to/python3.11)." >&2
        return 1
    fi
    if ! "$VENV_DIR/bin/python" -c '' 2>/dev/null; then
        echo "==> Creating $VENV_DIR"
        rm -rf "$VENV_DIR"
        "$python" -m venv "$VENV_DIR"
    fi
    if [[ ! -f "$INSTALL_STAMP" || pyproject.toml -nt "$INSTALL_STAMP" ]]; then
        echo "==> Installing euchre-desktop and its test tools into $VENV_DIR"
        "$VENV_DIR/bin/python" -m pip install --quiet --disable-pip-version-check --editable '.[test]'
        touch "$INSTALL_STAMP"
    fi
}

# Build the search core (the solver, sampler, book and the engine's hand) as C extensions with mypyc, in
# place beside the .py files: the Expert thinks about twice as fast. Rebuilt whenever a source of the engine
# or the bots changes (a stamp holds their hash), so a stale build never shadows edited Python; without a C
# compiler and the Python headers the same modules run interpreted. EUCHRE_INTERPRETED=1 removes the build.
# --required (CI, the package build): a compile that fails stops the script instead of running interpreted.
ensure_compiled() {
    local compile=("$VENV_DIR/bin/python" scripts/_compile_core.py)
    if [[ "${EUCHRE_INTERPRETED:-}" == 1 ]]; then
        "${compile[@]}" clean
        return 0
    fi
    # gcc, and the headers for Debian's own Python (pyenv and python.org builds carry their own).
    local packages=(gcc) version
    if ! "$VENV_DIR/bin/python" -c 'import pathlib, sys, sysconfig
sys.exit(not (pathlib.Path(sysconfig.get_paths()["include"]) / "Python.h").exists())'; then
        version=$("$VENV_DIR/bin/python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
        packages+=("python$version-dev")
    fi
    ensure_apt_packages "${packages[@]}"
    "${compile[@]}" build "$@"
}

# The translation catalogues the game loads (euchre_desktop/translations/*.qm) are compiled from the .ts
# sources beside them with PySide6's lrelease, never committed; only a catalogue newer than its .qm is
# compiled again, so this costs nothing once done.
ensure_translations() {
    "$VENV_DIR/bin/python" scripts/translations.py compile
}
