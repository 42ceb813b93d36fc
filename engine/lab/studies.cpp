#include "lab/studies.hpp"

namespace puzzlelab {

PublishedValue paper_about(std::string setup, std::string quantity, double value, double tolerance, std::string source,
                           std::string quote) {
  PublishedValue v;
  v.setup = std::move(setup);
  v.quantity = std::move(quantity);
  v.claim = "about";
  v.value = value;
  v.tolerance = tolerance;
  v.source = std::move(source);
  v.quote = std::move(quote);
  return v;
}

PublishedValue paper_bound(std::string setup, std::string quantity, std::string claim, double value, std::string source,
                           std::string quote) {
  PublishedValue v = paper_about(std::move(setup), std::move(quantity), value, 0, std::move(source), std::move(quote));
  v.claim = std::move(claim);
  return v;
}

PublishedValue paper_greater(std::string setup, std::string quantity, std::string other, std::string source,
                             std::string quote) {
  PublishedValue v = paper_about(std::move(setup), std::move(quantity), 0, 0, std::move(source), std::move(quote));
  v.claim = "greater_than";
  v.other = std::move(other);
  return v;
}

PublishedValue paper_reported(std::string setup, std::string quantity, double value, double spread, std::string source,
                              std::string quote) {
  PublishedValue v = paper_about(std::move(setup), std::move(quantity), value, 0, std::move(source), std::move(quote));
  v.claim = "reported";
  v.spread = spread;
  return v;
}

PublishedValue paper_rank(std::string setup, std::string quantity, int rank, bool tied, std::vector<std::string> among,
                          bool lower_first, std::string source, std::string quote) {
  PublishedValue v = paper_about(std::move(setup), std::move(quantity), rank, 0, std::move(source), std::move(quote));
  v.claim = "rank";
  v.tied = tied;
  v.among = std::move(among);
  v.lower_first = lower_first;
  return v;
}

PublishedValue paper_not_significant(std::string quantity, std::string source, std::string quote) {
  PublishedValue v = paper_about("", std::move(quantity), 0.05, 0, std::move(source), std::move(quote));
  v.claim = "not_significant";
  return v;
}

PublishedValue paper_solvable_unsolvable_differ(std::string setup, std::string quantity, std::string source,
                                                std::string quote) {
  PublishedValue v = paper_about(std::move(setup), std::move(quantity), 0, 0, std::move(source), std::move(quote));
  v.claim = "solvable_unsolvable_differ";
  return v;
}

PublishedValue paper_positive_correlation(std::string setup, std::string x, std::string y, std::string source,
                                          std::string quote) {
  PublishedValue v =
      paper_about(std::move(setup), "correlation:" + x + ":" + y, 0, 0, std::move(source), std::move(quote));
  v.claim = "positive_correlation";
  return v;
}

StudyPreset study_preset(std::string name, std::string description, std::string game, nlohmann::json params,
                         std::vector<std::string> setups) {
  StudyPreset p;
  p.name = std::move(name);
  p.description = std::move(description);
  p.game = std::move(game);
  p.params = std::move(params);
  p.setups = std::move(setups);
  return p;
}

}  // namespace puzzlelab
