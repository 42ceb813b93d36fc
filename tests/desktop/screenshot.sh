#!/usr/bin/env bash
# Desktop smoke test: runs build/native/puzzlelab-desktop under Xvfb, opens a puzzle from a link,
# screenshots the screen (xwd + ImageMagick) into tests/desktop/screenshots/, and checks that the
# picture is not blank, that the app is still running, and that it saved the linked game (which
# also proves the worker threads answered: the optimum solve and the state file); then again in
# the light theme with sound on and no audio driver that can start: quiet, light, still running.
# Usage: tests/desktop/screenshot.sh [BUILD_DIR]   (default: $PUZZLELAB_BUILD or build/)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-${PUZZLELAB_BUILD:-$ROOT/build}}
APP="$BUILD/native/puzzlelab-desktop"
SHOTS="$ROOT/tests/desktop/screenshots"
fail() { echo "desktop: FAIL: $*"; exit 1; }
[ -x "$APP" ] || fail "no desktop build at $APP (run tools/build native)"
for tool in xvfb-run xwd convert node; do command -v "$tool" >/dev/null || fail "$tool is not installed (tools/bootstrap installs it)"; done

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$SHOTS"
# A known board, opened the way a shared link opens it.
LINK='v1/fujisan/board/554344221335.311400512200/standard'

cat > "$WORK/inside.sh" <<INSIDE
#!/usr/bin/env bash
PUZZLELAB_STATE_FILE="$WORK/state.json" "$APP" --size 1280x800 --link '$LINK' > "$WORK/app.log" 2>&1 &
pid=\$!
sleep 6
if ! kill -0 \$pid 2>/dev/null; then echo "the app exited early"; exit 3; fi
xwd -root -silent > "$WORK/screen.xwd"
kill \$pid
wait \$pid || true
INSIDE
chmod +x "$WORK/inside.sh"
xvfb-run -a -s "-screen 0 1280x800x24" "$WORK/inside.sh" || fail "the app did not run under Xvfb: $(cat "$WORK/app.log" 2>/dev/null)"
convert "xwd:$WORK/screen.xwd" "png:$SHOTS/desktop.png" || fail "could not convert the screenshot"

colors=$(convert "$SHOTS/desktop.png" -format '%k' info:)
spread=$(convert "$SHOTS/desktop.png" -colorspace gray -format '%[fx:standard_deviation*1000]' info: | cut -d. -f1)
[ "$colors" -ge 100 ] || fail "the screenshot has only $colors colours: blank window?"
[ "$spread" -ge 20 ] || fail "the screenshot is nearly uniform (deviation $spread/1000)"
[ -s "$WORK/state.json" ] || fail "the app saved no state"
node -e '
  const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const c = s.play && s.play.challenge;  // the play screen game (docs/app/STORAGE.md)
  if (!c || c.board !== "554344221335/311400512200") { console.error("saved board: " + JSON.stringify(c)); process.exit(1); }
' "$WORK/state.json" || fail "the saved game is not the linked board"

# Again with the light theme and sound on, stored as a player would have left them, and no audio
# driver SDL can start (as on a machine without sound): the app must open the device, fail
# quietly and draw the light theme. Nothing may be written to its output.
node -e '
  const fs = require("fs");
  const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  s.settings = Object.assign(s.settings || {}, { theme: "light", sound: true, volume: 0.5 });
  fs.writeFileSync(process.argv[2], JSON.stringify(s));
' "$WORK/state.json" "$WORK/light.json" || fail "could not write the light state"
cp "$WORK/light.json" "$WORK/state.json"
sed -i -e 's|^PUZZLELAB_STATE_FILE=|SDL_AUDIODRIVER=no-such-driver PUZZLELAB_STATE_FILE=|' -e 's|screen.xwd|light.xwd|' "$WORK/inside.sh"
xvfb-run -a -s "-screen 0 1280x800x24" "$WORK/inside.sh" || fail "the app did not run with sound on and no audio: $(cat "$WORK/app.log" 2>/dev/null)"
convert "xwd:$WORK/light.xwd" "png:$SHOTS/desktop-light.png" || fail "could not convert the light screenshot"
[ ! -s "$WORK/app.log" ] || fail "the app wrote to its output with no audio device: $(head -c 400 "$WORK/app.log")"
# The light theme's window is near white: the top-left corner (the top bar's background) is light.
corner=$(convert "$SHOTS/desktop-light.png" -crop 8x8+2+2 -colorspace gray -format '%[fx:mean*255]' info: | cut -d. -f1)
[ "$corner" -ge 200 ] || fail "the light theme did not show (top-left corner grey $corner of 255)"
node -e '
  const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  if (s.settings.theme !== "light" || s.settings.sound !== true) { console.error(JSON.stringify(s.settings)); process.exit(1); }
' "$WORK/state.json" || fail "the light theme and sound were not kept"
echo "desktop: PASS ($colors colours; screenshots: tests/desktop/screenshots/desktop.png, desktop-light.png)"
