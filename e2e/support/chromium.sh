#!/bin/sh
# The e2e tier's Chromium (decision 067): Debian's binary started directly, with one more feature
# switched off. Two reasons, both about CPU on a two-core machine where the browser is most of the
# tier's work:
# - /usr/bin/chromium is Debian's launcher script, which adds --enable-gpu-rasterization (software
#   "GPU" rasterizing through SwiftShader without a GPU) and loads the packaged extensions;
# - Chromium 151+ renders the address bar's WebUI popup in a renderer of its own at every start,
#   headless too, where nothing can ever show it.
# Chromium keeps only the last --disable-features switch, and Playwright passes its own list: this
# merges every list it is given into one, so Playwright's switched-off features stay off.
real=/usr/lib/chromium/chromium
[ -x "$real" ] || real=/usr/bin/chromium
features="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
for arg in "$@"; do
  shift
  case "$arg" in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "$real" "$@" "--disable-features=$features"
