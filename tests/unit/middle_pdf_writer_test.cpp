// The PDF writer (shell/middle/pdf_writer) and the talk's handouts over it (middle/talk_handout):
// the files are parsed back here as a reader would: the header, the cross-reference table whose
// offsets must point at their objects, the page tree and its count, each picture's size and bytes
// (decoded again), and the text as the content streams hold it.
#include <doctest/doctest.h>

#include <map>
#include <regex>
#include <string>
#include <vector>

#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO
#include <stb/stb_image_write.h>
#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_ONLY_JPEG
#include <stb/stb_image.h>

#include "core/input_error.hpp"
#include "middle/pdf_writer.hpp"
#include "middle/talk.hpp"
#include "middle/talk_handout.hpp"

using namespace puzzlelab;

namespace {

// A real JPEG of w x h pixels, a gradient, as stb_image_write encodes the app's captures.
std::string make_jpeg(int w, int h) {
  std::vector<unsigned char> rgb(static_cast<std::size_t>(w * h * 3));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      unsigned char* p = &rgb[static_cast<std::size_t>((y * w + x) * 3)];
      p[0] = static_cast<unsigned char>(x * 255 / w);
      p[1] = static_cast<unsigned char>(y * 255 / h);
      p[2] = 128;
    }
  std::string out;
  stbi_write_jpg_to_func([](void* context, void* data,
                            int size) { static_cast<std::string*>(context)->append(static_cast<char*>(data), size); },
                         &out, w, h, 3, rgb.data(), 90);
  return out;
}

// A PDF read back: every object's text by number, as the cross-reference table places it.
struct ParsedPdf {
  std::map<int, std::string> objects;  // "N 0 obj ... endobj"
  int size = 0;                        // the trailer's /Size
  int root = 0;
};

int int_after(const std::string& text, const std::string& key) {
  const std::size_t at = text.find(key);
  REQUIRE_MESSAGE(at != std::string::npos, "no " << key);
  return std::stoi(text.substr(at + key.size()));
}

ParsedPdf parse(const std::string& pdf) {
  REQUIRE(pdf.rfind("%PDF-1.4\n", 0) == 0);
  REQUIRE(pdf.size() > 6);
  CHECK(pdf.substr(pdf.size() - 6) == "%%EOF\n");
  const std::size_t startxref = pdf.rfind("startxref\n");
  REQUIRE(startxref != std::string::npos);
  const std::size_t xref = static_cast<std::size_t>(std::stoul(pdf.substr(startxref + 10)));
  REQUIRE(pdf.compare(xref, 5, "xref\n") == 0);
  std::size_t at = xref + 5;
  const int first = std::stoi(pdf.substr(at));
  CHECK(first == 0);
  at = pdf.find(' ', at) + 1;
  const int count = std::stoi(pdf.substr(at));
  at = pdf.find('\n', at) + 1;
  CHECK(pdf.substr(at, 20) == "0000000000 65535 f \n");
  ParsedPdf parsed;
  for (int n = 1; n < count; ++n) {
    const std::string entry = pdf.substr(at + static_cast<std::size_t>(n) * 20, 20);
    REQUIRE(entry.size() == 20);
    CHECK(entry.substr(10) == " 00000 n \n");
    const std::size_t offset = static_cast<std::size_t>(std::stoul(entry.substr(0, 10)));
    const std::string head = std::to_string(n) + " 0 obj\n";
    REQUIRE_MESSAGE(pdf.compare(offset, head.size(), head) == 0, "object " << n << " is not at offset " << offset);
    const std::size_t end = pdf.find("\nendobj\n", offset);
    REQUIRE(end != std::string::npos);
    parsed.objects[n] = pdf.substr(offset, end - offset);
  }
  const std::size_t trailer = pdf.find("trailer\n", at + static_cast<std::size_t>(count) * 20);
  REQUIRE(trailer != std::string::npos);
  parsed.size = int_after(pdf.substr(trailer), "/Size ");
  parsed.root = int_after(pdf.substr(trailer), "/Root ");
  CHECK(parsed.size == count);
  return parsed;
}

// The stream of an object, checked against its /Length.
std::string stream_of(const std::string& object) {
  const int length = int_after(object, "/Length ");
  const std::size_t start = object.find(">>\nstream\n");
  REQUIRE(start != std::string::npos);
  const std::string data = object.substr(start + 10, static_cast<std::size_t>(length));
  CHECK(object.substr(start + 10 + static_cast<std::size_t>(length)) == "\nendstream");
  return data;
}

std::vector<int> references(const std::string& text) {
  std::vector<int> out;
  const std::regex ref(R"((\d+) 0 R)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), ref); it != std::sregex_iterator(); ++it)
    out.push_back(std::stoi((*it)[1]));
  return out;
}

// The page objects of the document, in order, through the catalog and the page tree.
std::vector<std::string> pages_of(const ParsedPdf& pdf) {
  const std::string& catalog = pdf.objects.at(pdf.root);
  CHECK(catalog.find("/Type /Catalog") != std::string::npos);
  const std::string& tree = pdf.objects.at(int_after(catalog, "/Pages "));
  CHECK(tree.find("/Type /Pages") != std::string::npos);
  const std::size_t kids = tree.find("/Kids [");
  const std::vector<int> refs = references(tree.substr(kids, tree.find(']', kids) - kids));
  CHECK(int_after(tree, "/Count ") == static_cast<int>(refs.size()));
  std::vector<std::string> pages;
  for (const int r : refs) {
    CHECK(pdf.objects.at(r).find("/Type /Page ") != std::string::npos);
    pages.push_back(pdf.objects.at(r));
  }
  return pages;
}

std::string content_of(const ParsedPdf& pdf, const std::string& page) {
  return stream_of(pdf.objects.at(int_after(page, "/Contents ")));
}

std::vector<std::string> images_of(const ParsedPdf& pdf) {
  std::vector<std::string> out;
  for (const auto& [n, text] : pdf.objects)
    if (text.find("/Subtype /Image") != std::string::npos) out.push_back(text);
  return out;
}

Talk two_scene_talk() {
  Talk talk;
  talk.name = "demo";
  talk.title = "Démo (draft) \\ one";
  TalkScene card;
  card.kind = SceneKind::title;
  card.title = "A title";
  card.caption = "The first card";
  card.notes = "Say (hello) first — then C:\\path and “quotes”.";
  TalkScene setup;
  setup.kind = SceneKind::setup;
  setup.caption = "A setup played";
  talk.scenes = {card, setup};
  return talk;
}

}  // namespace

TEST_CASE("pdf: a document of JPEG pages reads back: xref offsets, page count, picture sizes") {
  pdf::Document doc("Pictures");
  const std::string small = make_jpeg(64, 36);
  const std::string tall = make_jpeg(30, 50);
  const std::size_t a = doc.add_picture(pdf::read_jpeg(small));
  const std::size_t b = doc.add_picture(pdf::read_jpeg(tall));
  doc.add_page(640, 360).image(a, 0, 0, 640, 360);
  pdf::Page& second = doc.add_page(300, 500);
  second.image(b, 10, 10, 280, 480);
  second.image(a, 10, 10, 64, 36);
  doc.add_page(100, 100).text(10, 50, 12, pdf::Font::regular, "no picture");
  const ParsedPdf pdf = parse(doc.bytes());
  const std::vector<std::string> pages = pages_of(pdf);
  REQUIRE(pages.size() == 3);
  CHECK(pages[0].find("/MediaBox [0 0 640 360]") != std::string::npos);
  CHECK(pages[1].find("/MediaBox [0 0 300 500]") != std::string::npos);
  CHECK(pages[1].find("/Im0") != std::string::npos);
  CHECK(pages[1].find("/Im1") != std::string::npos);
  CHECK(pages[2].find("/XObject") == std::string::npos);
  CHECK(content_of(pdf, pages[0]).find("640 0 0 360 0 0 cm /Im0 Do") != std::string::npos);
  // Each picture stored once, its size as its JPEG says, its bytes the JPEG's and decodable.
  const std::vector<std::string> images = images_of(pdf);
  REQUIRE(images.size() == 2);
  const std::vector<std::pair<int, int>> sizes = {{64, 36}, {30, 50}};
  for (std::size_t i = 0; i < images.size(); ++i) {
    CHECK(int_after(images[i], "/Width ") == sizes[i].first);
    CHECK(int_after(images[i], "/Height ") == sizes[i].second);
    CHECK(images[i].find("/Filter /DCTDecode") != std::string::npos);
    CHECK(images[i].find("/ColorSpace /DeviceRGB") != std::string::npos);
    const std::string data = stream_of(images[i]);
    CHECK(data == (i == 0 ? small : tall));
    int w = 0, h = 0, n = 0;
    unsigned char* pixels = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(data.data()),
                                                  static_cast<int>(data.size()), &w, &h, &n, 3);
    REQUIRE(pixels != nullptr);
    stbi_image_free(pixels);
    CHECK(w == sizes[i].first);
    CHECK(h == sizes[i].second);
  }
  // The title as UTF-16BE in the Info dictionary.
  CHECK(pdf.objects.at(5).find("/Title <FEFF00500069006300740075007200650073>") != std::string::npos);
}

TEST_CASE("pdf: text is escaped: parentheses, backslashes, non-ASCII as WinAnsi octal") {
  CHECK(pdf::literal("a (b) c\\d") == "a \\(b\\) c\\\\d");
  CHECK(pdf::literal("unbalanced ((") == "unbalanced \\(\\(");
  CHECK(pdf::literal("caf\xC3\xA9") == "caf\\351");                                              // é: Latin-1
  CHECK(pdf::literal("a \xE2\x80\x94 b \xE2\x80\x9Cq\xE2\x80\x9D") == "a \\227 b \\223q\\224");  // em dash, quotes
  CHECK(pdf::literal("\xE2\x82\xAC 5") == "\\200 5");                                            // euro
  CHECK(pdf::literal("arrow \xE2\x86\x92 x") == "arrow ? x");                                    // not in WinAnsi
  CHECK(pdf::literal("bad \xFF byte") == "bad ? byte");                                          // not UTF-8
  CHECK(pdf::literal("tab\there\x01") == "tab here");                                            // controls
  pdf::Document doc("t");
  doc.add_page(200, 100).text(10, 50, 12, pdf::Font::bold, "x (y) \\z");
  const ParsedPdf pdf = parse(doc.bytes());
  const std::string content = content_of(pdf, pages_of(pdf)[0]);
  CHECK(content.find("/F2 12 Tf 10 50 Td (x \\(y\\) \\\\z) Tj") != std::string::npos);
}

TEST_CASE("pdf: widths and wrapping follow Helvetica's metrics") {
  CHECK(pdf::text_width("", 12, pdf::Font::regular) == 0);
  CHECK(pdf::text_width("i", 1000, pdf::Font::regular) == doctest::Approx(222));
  CHECK(pdf::text_width("W", 1000, pdf::Font::regular) == doctest::Approx(944));
  CHECK(pdf::text_width("m", 10, pdf::Font::bold) == doctest::Approx(8.89));
  CHECK(pdf::text_width("\xC3\xA9", 1000, pdf::Font::regular) == doctest::Approx(556));
  const std::string text = "one two three four five six seven eight nine ten";
  const std::vector<std::string> lines = pdf::wrap(text, 12, pdf::Font::regular, 80);
  REQUIRE(lines.size() > 2);
  std::string joined;
  for (const std::string& line : lines) {
    CHECK(pdf::text_width(line, 12, pdf::Font::regular) <= 80);
    joined += (joined.empty() ? "" : " ") + line;
  }
  CHECK(joined == text);
  CHECK(pdf::wrap("", 12, pdf::Font::regular, 80).empty());
  CHECK(pdf::wrap("a\n\nb", 12, pdf::Font::regular, 80) == std::vector<std::string>{"a", "", "b"});
  // A word wider than the line is cut at whole characters, never inside one.
  const std::vector<std::string> cut =
      pdf::wrap("\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9", 12, pdf::Font::regular, 20);
  REQUIRE(cut.size() == 3);
  for (const std::string& piece : cut) CHECK(piece == "\xC3\xA9\xC3\xA9");
}

TEST_CASE("pdf: a picture that is not a JPEG is refused by name") {
  const auto code_of = [](const std::string& bytes) {
    try {
      (void)pdf::read_jpeg(bytes);
    } catch (const InputError& e) {
      return e.code() + ": " + e.what();
    }
    return std::string("accepted");
  };
  CHECK(code_of("\x89PNG\r\n") == "bad_jpeg: the picture is not a JPEG (it does not start with FF D8)");
  CHECK(code_of(std::string("\xFF\xD8\xFF\xD9", 4)) == "bad_jpeg: the JPEG has no frame header (SOF) giving its size");
  CHECK(code_of(make_jpeg(8, 8).substr(0, 40)).rfind("bad_jpeg: ", 0) == 0);
  const pdf::Jpeg ok = pdf::read_jpeg(make_jpeg(20, 10));
  CHECK(ok.width == 20);
  CHECK(ok.height == 10);
  CHECK(ok.components == 3);
}

TEST_CASE("talk handout: slides have one page per step, the picture filling a slide of its shape") {
  const Talk talk = two_scene_talk();
  const std::vector<HandoutStep> steps = {
      {0, 0, 1, make_jpeg(160, 90)}, {1, 0, 2, make_jpeg(160, 90)}, {1, 1, 2, make_jpeg(160, 90)}};
  const ParsedPdf pdf = parse(slides_pdf(talk, steps));
  const std::vector<std::string> pages = pages_of(pdf);
  REQUIRE(pages.size() == 3);
  for (const std::string& page : pages) {
    CHECK(page.find("/MediaBox [0 0 960 540]") != std::string::npos);
    CHECK(content_of(pdf, page).find("960 0 0 540 0 0 cm") != std::string::npos);
  }
  CHECK(images_of(pdf).size() == 3);
  CHECK(handout_file_name(talk, false) == "talk-demo-slides.pdf");
  CHECK(handout_file_name(talk, true) == "talk-demo-notes.pdf");
  CHECK(handout_step_label(talk, steps[2]) == "Scene 2 of 2 (setup), step 2 of 2");
  CHECK_THROWS_AS(slides_pdf(talk, {{0, 0, 1, "not a jpeg"}}), InputError);
}

TEST_CASE("talk handout: the notes give each step's place, the caption and the scene's notes") {
  const Talk talk = two_scene_talk();
  const std::vector<HandoutStep> steps = {
      {0, 0, 1, make_jpeg(160, 90)}, {1, 0, 2, make_jpeg(160, 90)}, {1, 1, 2, make_jpeg(160, 90), true}};
  const ParsedPdf pdf = parse(notes_pdf(talk, steps));
  const std::vector<std::string> pages = pages_of(pdf);
  REQUIRE(pages.size() == 3);
  CHECK(pages[0].find("/MediaBox [0 0 595.28 841.89]") != std::string::npos);
  const std::string first = content_of(pdf, pages[0]);
  CHECK(first.find("(Scene 1 of 2 \\(title\\), step 1 of 1) Tj") != std::string::npos);
  CHECK(first.find("(D\\351mo \\(draft\\) \\\\ one) Tj") != std::string::npos);
  CHECK(first.find("(Say \\(hello\\) first \\227 then C:\\\\path and \\223quotes\\224.) Tj") != std::string::npos);
  CHECK(first.find("(The first card) Tj") != std::string::npos);
  const std::string second = content_of(pdf, pages[1]);
  CHECK(second.find("(This scene has no notes.) Tj") != std::string::npos);
  const std::string third = content_of(pdf, pages[2]);
  CHECK(third.find("(As on page 2, this scene's first step.) Tj") != std::string::npos);
  CHECK(third.find("(Drawn before the workers") != std::string::npos);
  // Long notes go on: smaller type first, then a page of their own.
  Talk long_talk = talk;
  for (int i = 0; i < 200; ++i) long_talk.scenes[0].notes += "Words of a long note, line " + std::to_string(i) + ". ";
  const ParsedPdf long_pdf = parse(notes_pdf(long_talk, {steps[0]}));
  const std::vector<std::string> long_pages = pages_of(long_pdf);
  REQUIRE(long_pages.size() == 2);
  CHECK(content_of(long_pdf, long_pages[1]).find("notes continued") != std::string::npos);
  CHECK(content_of(long_pdf, long_pages[1]).find("line 199.) Tj") != std::string::npos);
}
