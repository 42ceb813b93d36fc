#include "app/share_image_action.hpp"

#include <utility>

#include "platform/picture_share.hpp"

namespace puzzlelab {

ShareImageAction::~ShareImageAction() {
  if (request_) engine_.abandon(*request_);
}

bool ShareImageAction::busy() const { return request_.has_value() || platform::picture_share_busy(); }

void ShareImageAction::start(const Challenge& challenge, ShareCard card, std::string text, NoticeBoard& notices) {
  if (busy()) return;
  const std::string file_name = share_card_file_name(challenge);
  request_ = engine_.render_board(challenge, [this, card = std::move(card), text = std::move(text), file_name,
                                              &notices](const RenderResult& result) {
    request_.reset();
    if (result.end == RequestEnd::cancelled) return;
    const auto svg = result.printable.find("svg");
    if (result.end != RequestEnd::answered || svg == result.printable.end() || !svg->is_string()) {
      notices.error("The picture could not be made: " +
                    (result.error.message.empty() ? std::string("the engine drew no board") : result.error.message));
      return;
    }
    ShareCard drawn = card;
    drawn.board_svg = svg->get<std::string>();
    platform::share_picture(share_card_svg(drawn), file_name, text);
  });
}

void ShareImageAction::poll(NoticeBoard& notices) {
  if (const auto outcome = platform::take_picture_share_outcome()) {
    if (outcome->failed)
      notices.error(outcome->message);
    else
      notices.info(outcome->message);
  }
}

}  // namespace puzzlelab
