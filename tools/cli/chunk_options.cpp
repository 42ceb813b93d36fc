#include "chunk_options.hpp"

#include <charconv>
#include <exception>
#include <mutex>
#include <string_view>
#include <thread>

#include "cli_error.hpp"
#include "core/quote.hpp"
#include "game/setup_list_text.hpp"

namespace puzzlelab::cli {

namespace {

constexpr std::uint64_t kMaxJobs = 256;

bool read_whole(std::string_view text, std::uint64_t& value) {
  const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && stop == text.data() + text.size() && !text.empty();
}

}  // namespace

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    out.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

nlohmann::json setups_option(const std::string& text) { return split_setup_list(text); }

std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  std::uint64_t index = 0, count = 0;
  if (slash == std::string::npos || !read_whole(std::string_view(text).substr(0, slash), index) ||
      !read_whole(std::string_view(text).substr(slash + 1), count) || index < 1 || index > count)
    throw CliError(kExitBadInput, "--shard must be I/N with 1 <= I <= N, e.g. 2/4; got " + quote_input(text));
  return {index, count};
}

std::uint64_t parse_jobs(const std::string& text) {
  if (text.empty()) return 1;
  std::uint64_t jobs = 0;
  if (!read_whole(text, jobs) || jobs < 1 || jobs > kMaxJobs)
    throw CliError(kExitBadInput, "--jobs must be a whole number from 1 to " + std::to_string(kMaxJobs) + ", got " +
                                      quote_input(text));
  return jobs;
}

std::vector<lab::ChunkResult> run_chunks_on_threads(const std::vector<std::uint64_t>& chunks, std::uint64_t jobs,
                                                    const RunChunk& run_chunk) {
  std::vector<lab::ChunkResult> results(chunks.size());
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&] {
    for (;;) {
      const std::size_t i = next.fetch_add(1);
      if (i >= chunks.size() || failed.load()) return;
      try {
        results[i] = run_chunk(chunks[i], &failed);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
        return;
      }
    }
  };
  std::vector<std::thread> threads;
  const std::uint64_t count = std::min<std::uint64_t>(jobs, std::max<std::size_t>(chunks.size(), 1));
  for (std::uint64_t t = 1; t < count; ++t) threads.emplace_back(work);
  work();
  for (auto& thread : threads) thread.join();
  if (error) std::rethrow_exception(error);
  return results;
}

}  // namespace puzzlelab::cli
