#!/bin/sh
# Install the Linux build for this user: the applications menu entry and its icon.
# Run it from the unpacked AuctionParlour folder (or pass the folder):  sh install.sh [FOLDER]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
app_dir="$(cd "${1:-$here}" && pwd)"
exe="$app_dir/AuctionParlour"
[ -x "$exe" ] || { echo "no AuctionParlour executable in $app_dir" >&2; exit 2; }
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/icons/hicolor/256x256/apps"
cp "$here/auction-parlour.png" "$data/icons/hicolor/256x256/apps/auction-parlour.png"
sed "s|^Exec=.*|Exec=\"$exe\"|" "$here/auction-parlour.desktop" > "$data/applications/auction-parlour.desktop"
chmod +x "$data/applications/auction-parlour.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Auction Parlour is in your applications menu."
