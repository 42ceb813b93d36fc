// WorkerClient over the page's Web Worker pool (web/worker_pool.js, loaded by index.html before
// the app). The pool does the scheduling, cancelling (terminate + replace) and crash handling;
// this side only hands it request text and collects the answers once per frame.
#include <cstdlib>
#include <string>

#include <emscripten.h>

#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "worker/json_text.hpp"
#include "worker/worker_client.hpp"

namespace {

// The JavaScript below is left as written: clang-format would read it as C++.
// clang-format off
EM_JS(int, js_pool_size, (), {
  return globalThis.puzzlelabPool ? globalThis.puzzlelabPool.size : 0;
});

// The pool wakes the app's frame loop with each answer (shell/platform/frame_loop.hpp).
EM_JS(void, js_pool_listen, (), {
  if (globalThis.puzzlelabPool && Module.puzzlelabWake) globalThis.puzzlelabPool.onanswer = Module.puzzlelabWake;
});

EM_JS(int, js_pool_submit, (double id, const char* text), {
  if (!globalThis.puzzlelabPool) {
    if (Module.puzzlelabWake) Module.puzzlelabWake();  // the next tick takes the failure
    return 0;
  }
  globalThis.puzzlelabPool.submit(id, UTF8ToString(text));
  return 1;
});

EM_JS(void, js_pool_cancel, (double id), {
  if (globalThis.puzzlelabPool) globalThis.puzzlelabPool.cancel(id);
});

// One answer per call (null when none), its request id written to *id: a malformed answer then
// spoils only itself and is still matched to its request.
EM_JS(char*, js_pool_take, (double* id), {
  const pool = globalThis.puzzlelabPool;
  if (!pool) return 0;
  const answer = pool.take();
  if (answer === null) return 0;
  HEAPF64[id >> 3] = answer.id;
  const text = answer.text;
  const size = lengthBytesUTF8(text) + 1;
  const out = _malloc(size);
  stringToUTF8(text, out, size);
  return out;
});
// clang-format on

class WebWorkerClient final : public puzzlelab::WorkerClient {
 public:
  WebWorkerClient() { js_pool_listen(); }

  std::uint64_t submit(nlohmann::json request) override {
    const std::uint64_t id = next_id_++;
    request["id"] = id;
    if (js_pool_submit(static_cast<double>(id), puzzlelab::json_text(request).c_str()) == 0)
      local_.push_back(
          {id, puzzlelab::failed_response(id, "The page has no worker pool (worker_pool.js did not load).")});
    return id;
  }

  void cancel(std::uint64_t id) override { js_pool_cancel(static_cast<double>(id)); }

  std::vector<puzzlelab::WorkerResponse> poll() override {
    std::vector<puzzlelab::WorkerResponse> out = std::move(local_);
    local_.clear();
    double raw_id = 0;
    while (char* text = js_pool_take(&raw_id)) {
      const auto id = static_cast<std::uint64_t>(raw_id);
      const std::string answer(text);
      std::free(text);
      nlohmann::json body;
      try {
        body = puzzlelab::parse_json_input(answer, "the solver's answer");
      } catch (const puzzlelab::InputError&) {
        body = nullptr;  // reported below like any other unreadable answer
      }
      if (!body.is_object()) body = puzzlelab::failed_response(id, "The solver sent an unreadable answer.");
      out.push_back({id, std::move(body)});
    }
    return out;
  }

  int concurrency() const override {
    const int size = js_pool_size();
    return size > 0 ? size : 1;
  }

 private:
  std::uint64_t next_id_ = 1;
  std::vector<puzzlelab::WorkerResponse> local_;
};

}  // namespace

namespace puzzlelab {

std::unique_ptr<WorkerClient> make_worker_client() { return std::make_unique<WebWorkerClient>(); }

}  // namespace puzzlelab
