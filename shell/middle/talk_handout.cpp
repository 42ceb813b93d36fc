#include "middle/talk_handout.hpp"

#include <algorithm>

#include "middle/pdf_writer.hpp"

namespace puzzlelab {

namespace {

constexpr double kSlideWidth = 960;  // points: PowerPoint's and Keynote's 16:9 slide
constexpr double kA4Width = 595.28, kA4Height = 841.89;
constexpr double kMargin = 48;
constexpr pdf::Rgb kDim{0.4, 0.4, 0.4};

std::string title_of(const Talk& talk) { return talk.title.empty() ? std::string("Talk") : talk.title; }

// Draws `lines` from `y` down at `size` with `leading`; returns where the next line would go.
double write_lines(pdf::Page& page, const std::vector<std::string>& lines, double x, double y, double size,
                   double leading, pdf::Font font, pdf::Rgb colour = {}) {
  for (const std::string& line : lines) {
    page.text(x, y, size, font, line, colour);
    y -= leading;
  }
  return y;
}

}  // namespace

std::string handout_step_label(const Talk& talk, const HandoutStep& step) {
  std::string label = "Scene " + std::to_string(step.scene + 1) + " of " + std::to_string(talk.scenes.size());
  if (step.scene < talk.scenes.size()) label += std::string(" (") + scene_kind_name(talk.scenes[step.scene].kind) + ")";
  return label + ", step " + std::to_string(step.step + 1) + " of " + std::to_string(step.steps);
}

std::string handout_file_name(const Talk& talk, bool notes) {
  return (talk.name.empty() ? std::string("talk") : "talk-" + talk.name) + (notes ? "-notes.pdf" : "-slides.pdf");
}

std::string slides_pdf(const Talk& talk, const std::vector<HandoutStep>& steps) {
  pdf::Document doc(title_of(talk) + " (slides)");
  for (const HandoutStep& step : steps) {
    const pdf::Jpeg jpeg = pdf::read_jpeg(step.jpeg);
    const double height = kSlideWidth * jpeg.height / jpeg.width;
    const std::size_t picture = doc.add_picture(jpeg);
    doc.add_page(kSlideWidth, height).image(picture, 0, 0, kSlideWidth, height);
  }
  return doc.bytes();
}

std::string notes_pdf(const Talk& talk, const std::vector<HandoutStep>& steps) {
  pdf::Document doc(title_of(talk) + " (notes)");
  const double width = kA4Width - 2 * kMargin;
  std::vector<std::size_t> first_page_of_scene(talk.scenes.size(), 0);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const HandoutStep& step = steps[i];
    const TalkScene* scene = step.scene < talk.scenes.size() ? &talk.scenes[step.scene] : nullptr;
    pdf::Page* page = &doc.add_page(kA4Width, kA4Height);
    const std::size_t page_number = doc.pages();
    if (step.step == 0 && scene) first_page_of_scene[step.scene] = page_number;
    // On top: the talk, and where this page is in it.
    double y = kA4Height - kMargin;
    const std::string label = handout_step_label(talk, step);
    page->text(kMargin, y, 10, pdf::Font::regular, title_of(talk), kDim);
    page->text(kA4Width - kMargin - pdf::text_width(label, 10, pdf::Font::bold), y, 10, pdf::Font::bold, label);
    y -= 8;
    page->rect(kMargin, y, width, 0.5, kDim, true);
    y -= 14;
    // The picture, small: half the width, its own shape (a phone's tall frame no taller than 260 pt).
    const pdf::Jpeg jpeg = pdf::read_jpeg(step.jpeg);
    double pw = width * 0.5;
    double ph = pw * jpeg.height / jpeg.width;
    if (ph > 260) {
      pw *= 260 / ph;
      ph = 260;
    }
    const std::size_t picture = doc.add_picture(jpeg);
    page->image(picture, kMargin, y - ph, pw, ph);
    page->rect(kMargin, y - ph, pw, ph, kDim, false);
    // Beside it: the scene's kind and title, and its caption (what the room read).
    const double side_x = kMargin + pw + 16;
    const double side_w = kA4Width - kMargin - side_x;
    double side_y = y - 11;
    if (scene && scene->kind == SceneKind::title && !scene->title.empty())
      side_y = write_lines(*page, pdf::wrap(scene->title, 12, pdf::Font::bold, side_w), side_x, side_y, 12, 15,
                           pdf::Font::bold) -
               4;
    if (scene && !scene->caption.empty()) {
      page->text(side_x, side_y, 9, pdf::Font::bold, "Caption", kDim);
      side_y = write_lines(*page, pdf::wrap(scene->caption, 10, pdf::Font::regular, side_w), side_x, side_y - 13, 10,
                           13, pdf::Font::regular);
    }
    if (step.unfinished)
      write_lines(*page,
                  pdf::wrap("Drawn before the workers had finished: the export's time for this step ran out.", 9,
                            pdf::Font::regular, side_w),
                  side_x, side_y - 6, 9, 11, pdf::Font::regular, kDim);
    y = std::min(y - ph, side_y) - 28;
    // The notes: in full on the scene's first step, a pointer back to them on its later steps.
    page->text(kMargin, y, 12, pdf::Font::bold, "Notes");
    y -= 18;
    if (!scene) continue;
    if (step.step > 0 && first_page_of_scene[step.scene] > 0) {
      page->text(kMargin, y, 11, pdf::Font::regular,
                 "As on page " + std::to_string(first_page_of_scene[step.scene]) + ", this scene's first step.", kDim);
      continue;
    }
    if (scene->notes.empty()) {
      page->text(kMargin, y, 11, pdf::Font::regular, "This scene has no notes.", kDim);
      continue;
    }
    // Smaller type before another page: the notes of a scene stay on its page when they can.
    double size = 12;
    std::vector<std::string> lines = pdf::wrap(scene->notes, size, pdf::Font::regular, width);
    while (size > 9 && (y - kMargin) < static_cast<double>(lines.size()) * size * 1.3) {
      size -= 0.5;
      lines = pdf::wrap(scene->notes, size, pdf::Font::regular, width);
    }
    const double leading = size * 1.3;
    for (const std::string& line : lines) {
      if (y < kMargin) {
        page = &doc.add_page(kA4Width, kA4Height);
        y = kA4Height - kMargin;
        page->text(kMargin, y, 10, pdf::Font::regular, title_of(talk) + ": " + label + ", notes continued", kDim);
        y -= 24;
      }
      page->text(kMargin, y, size, pdf::Font::regular, line);
      y -= leading;
    }
  }
  return doc.bytes();
}

}  // namespace puzzlelab
