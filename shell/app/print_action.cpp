#include "app/print_action.hpp"

#include <string>
#include <vector>

#include "middle/link_bridge.hpp"
#include "middle/print_page.hpp"
#include "platform/platform.hpp"

namespace puzzlelab {

namespace {

// The solution on the page is a courtesy: a few seconds of search, not the solver panel's minute,
// so the page comes while the click still counts as the player's (browsers open tabs only then).
constexpr SearchLimits kPrintSearch{10'000'000, 4'000};

}  // namespace

PrintAction::~PrintAction() {
  if (request_) engine_.abandon(*request_);
}

void PrintAction::start(const Challenge& challenge, NoticeBoard& notices) {
  if (request_) return;
  const std::string hash = write_link(challenge, std::vector<std::string>{});
  const PrintPageLinks links{"#" + hash, platform::shareable_url(hash)};
  request_ = engine_.render(
      challenge,
      [this, links, &notices](const RenderResult& result) {
        request_.reset();
        if (result.end == RequestEnd::cancelled) return;
        if (result.end != RequestEnd::answered) {
          notices.error("The printable page could not be made: " + result.error.message);
          return;
        }
        notices.info(
            platform::open_printable_page(print_page_name(result.printable), print_page_html(result.printable, links)));
      },
      kPrintSearch);
}

}  // namespace puzzlelab
