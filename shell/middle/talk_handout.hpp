// A talk handed in as documents (docs/app/TALK_MODE.md, "Export"): the pictures of its steps,
// one after the other, made into the slides PDF (one page per step, the picture filling the page)
// and the notes PDF (one A4 page per step, in the same order: the talk, the scene and the step
// on top, the picture small, the caption and the speaker's notes as text). The pictures come from
// app/talk_export, which draws each step; this only lays them out (middle/pdf_writer.hpp). No UI:
// unit-tested (tests/unit/middle_talk_handout_test.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "middle/talk.hpp"

namespace puzzlelab {

// One step of a scene as the room saw it: a scene shows one step per beat of Space (a title card
// one; a setup its opening board, then the setup played; a side-by-side scene with a tally a
// third, the tally dealt).
struct HandoutStep {
  std::size_t scene = 0;    // from 0
  std::size_t step = 0;     // from 0, within its scene
  std::size_t steps = 1;    // the scene's steps
  std::string jpeg;         // the picture (a JPEG file's bytes)
  bool unfinished = false;  // drawn when its time ran out, before the workers had finished it
};

// "Scene 3 of 8 (setup), step 2 of 2"
std::string handout_step_label(const Talk& talk, const HandoutStep& step);

// The file names offered: "talk-fujisan-slides.pdf", "talk-fujisan-notes.pdf" (a talk with no name:
// "talk-slides.pdf").
std::string handout_file_name(const Talk& talk, bool notes);

// The slides: one page per step, as wide as a 16:9 slide (960 pt, 13.3 in) and as tall as the
// picture's shape asks. Throws InputError("bad_jpeg", ...) for a picture that is not a JPEG.
std::string slides_pdf(const Talk& talk, const std::vector<HandoutStep>& steps);

// The speaker's notes: one A4 page per step in the slides' order; a scene's notes are written on
// its first step's page (later steps point back to it), continued on a page of their own if they
// do not fit. A scene without notes says so and gives its caption.
std::string notes_pdf(const Talk& talk, const std::vector<HandoutStep>& steps);

}  // namespace puzzlelab
