#include "platform/picture_share.hpp"

#include <cstdlib>

#include <emscripten.h>

namespace puzzlelab::platform {

namespace {

// The SVG is drawn into a canvas through an <img> (a data: URL, so nothing is fetched), the canvas
// encoded as PNG, and the file offered: navigator.share when the browser can share this file
// (navigator.canShare), a download otherwise or when the share sheet refuses (its user gesture may
// have expired while the picture was drawn). A share the player cancels is an outcome too. Each
// picture made is listed in Module.puzzlelabPictures for the browser tests (name, size, how it
// left, and the PNG as a data: URL; the last four).
// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(void, js_share_picture, (const char* svg_text, const char* png_name, const char* share_text), {
  const svg = UTF8ToString(svg_text);
  const name = UTF8ToString(png_name);
  const text = UTF8ToString(share_text);
  const state = Module.puzzlelabPictureShare = {busy: true, outcome: null};
  const finish = (message, failed) => {
    state.busy = false;
    state.outcome = {failed: !!failed, message: message};
    if (Module.puzzlelabWake) Module.puzzlelabWake();
  };
  const download = (blob, record) => {
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    record.how = "download";
    finish("Downloaded " + name);
  };
  const image = new Image();
  image.onerror = () => finish("The picture could not be drawn: the browser could not read its SVG", true);
  image.onload = () => {
    try {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth || image.width;
      canvas.height = image.naturalHeight || image.height;
      canvas.getContext("2d").drawImage(image, 0, 0);
      const dataUrl = canvas.toDataURL("image/png");
      canvas.toBlob((blob) => {
        if (!blob) return finish("The picture could not be encoded as PNG", true);
        const record = {name: name, size: blob.size, width: canvas.width, height: canvas.height, how: "", png: dataUrl};
        // The last few only: each holds its PNG.
        Module.puzzlelabPictures = (Module.puzzlelabPictures || []).slice(-3).concat([record]);
        let file = null;
        try {
          file = new File([blob], name, {type: "image/png"});
        } catch (e) {
          file = null;
        }
        if (file && navigator.canShare && navigator.share && navigator.canShare({files: [file]})) {
          navigator.share({files: [file], text: text, title: name}).then(
            () => { record.how = "share"; finish("Shared " + name); },
            (error) => {
              if (error && error.name === "AbortError") {
                record.how = "cancelled";
                finish("Sharing cancelled");
              } else {
                download(blob, record);
              }
            });
        } else {
          download(blob, record);
        }
      }, "image/png");
    } catch (e) {
      finish("The picture could not be made: " + e, true);
    }
  };
  image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
});

EM_JS(int, js_picture_share_busy, (), {
  const state = Module.puzzlelabPictureShare;
  return state && state.busy ? 1 : 0;
});

// The outcome's message with a first character '!' when it failed, '.' when not; 0 when none.
EM_JS(char*, js_take_picture_share_outcome, (), {
  const state = Module.puzzlelabPictureShare;
  if (!state || state.busy || state.outcome === null) return 0;
  const outcome = (state.outcome.failed ? "!" : ".") + state.outcome.message;
  state.outcome = null;
  const size = lengthBytesUTF8(outcome) + 1;
  const out = _malloc(size);
  stringToUTF8(outcome, out, size);
  return out;
});
// clang-format on

}  // namespace

bool share_picture(const std::string& svg, const std::string& png_name, const std::string& text) {
  if (picture_share_busy()) return false;
  js_share_picture(svg.c_str(), png_name.c_str(), text.c_str());
  return true;
}

bool picture_share_busy() { return js_picture_share_busy() != 0; }

std::optional<PictureShareOutcome> take_picture_share_outcome() {
  char* text = js_take_picture_share_outcome();
  if (text == nullptr) return std::nullopt;
  const std::string marked(text);
  std::free(text);
  return PictureShareOutcome{marked.front() == '!', marked.substr(1)};
}

}  // namespace puzzlelab::platform
