// The module's deferred part on the page (docs/app/CODE_PARTS.md): puzzlelab-app.deferred.HASH.wasm,
// the code of the Lab, talk mode and the talk builder, the SAT solver and Boost.Math's
// distributions, cut from the play part at build time (web/split_module.js). It is loaded when the
// app asks (the Lab or a talk opens: shell/platform/code_part_web.cpp), or in the background a few
// seconds after the first board is playable, so that they then open at once; never before, so a
// first visit downloads the play part alone. Loading compiles it off the page's thread, instantiates it against the running
// module (which puts its functions in the play part's table, where placeholders stood), and hands
// the compiled part to the workers (worker_pool.js), which instantiate it against their own copy.
//
// A call that reaches a placeholder before that (code of the deferred part that the play part
// runs) is still answered: Emscripten's glue asks Module.loadSplitModule, which loads the part
// synchronously and says so on the console; the browser tests count these (fallbacks) and expect
// none.
'use strict';

(function () {
  // The build names the part for its content and tells the glue script (web/split_module.js).
  const file = () => Module.puzzlelabDeferredFile;
  const part = {
    state: 'absent',  // absent, loading, ready, failed
    failure: '',      // why the last load failed
    module: null,     // the compiled part, once there
    fallbacks: [],    // the placeholders called before the part was loaded (their table indices)
    load,
    playable,
  };
  globalThis.puzzlelabCodePart = part;

  function wake() {
    if (typeof Module !== 'undefined' && Module.puzzlelabWake) Module.puzzlelabWake();
  }

  // The part's exports are the primary's own functions: it imports everything from `primary`.
  function imports() {
    return { primary: Module.asm };
  }

  function loaded(module) {
    part.module = module;
    part.state = 'ready';
    part.failure = '';
    if (globalThis.puzzlelabPool) globalThis.puzzlelabPool.provideDeferred(module);
    wake();
  }

  function compile() {
    const download = fetch(file()).catch((error) => {
      throw new Error(`Its code could not be downloaded (${error.message}). Check the connection, then try again.`);
    });
    return download.then((response) => {
      if (!response.ok) throw new Error(`${file()}: the host answered ${response.status} ${response.statusText}`.trim());
      const streams = (response.headers.get('Content-Type') || '').startsWith('application/wasm');
      return streams ? WebAssembly.compileStreaming(response)
                     : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    });
  }

  function load() {
    if (part.state === 'loading' || part.state === 'ready') return;
    if (!file()) {  // a module built whole: nothing is deferred
      part.state = 'ready';
      wake();
      return;
    }
    part.state = 'loading';
    compile()
      .then((module) => (part.state === 'ready' ? null : WebAssembly.instantiate(module, imports()).then(() => module)))
      .then((module) => { if (module) loaded(module); })
      .catch((error) => {
        if (part.state === 'ready') return;  // a synchronous load got there first
        part.state = 'failed';
        part.failure = navigator.onLine === false
          ? 'The network is off, and this part of Puzzle Lab was not stored yet.'
          : `${error.message || error}`;
        wake();
      });
  }

  // The part's bytes, synchronously (a placeholder's caller is waiting on the stack): an old
  // request's way of reading a binary body as text, one byte a character.
  function fetchNow() {
    const request = new XMLHttpRequest();
    request.open('GET', file(), false);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send(null);
    if (request.status !== 200) throw new Error(`${file()}: ${request.status} ${request.statusText}`);
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    return bytes;
  }

  // Emscripten's glue calls this when a placeholder is reached: [instance, module] of the part.
  Module.loadSplitModule = (file, primaryImports, placeholder) => {
    part.fallbacks.push(Number(placeholder));
    console.warn(`Puzzle Lab: function ${placeholder} of the deferred part ran before the part was loaded; loading it now`);
    const module = part.module || new WebAssembly.Module(fetchNow());
    const instance = new WebAssembly.Instance(module, primaryImports);
    if (part.state !== 'ready') loaded(module);
    return [instance, module];
  };

  // In the background: a few seconds after the app says the first board is playable
  // (shell/platform/code_part_web.cpp), when the page is idle; or a minute after the page loaded, if
  // no board ever became playable.
  let scheduled = false;
  function playable() {
    if (scheduled) return;
    scheduled = true;
    const idle = window.requestIdleCallback || ((then) => window.setTimeout(then, 0));
    window.setTimeout(() => idle(() => { if (part.state === 'absent') load(); }, { timeout: 5000 }), 3000);
  }
  window.addEventListener('load', () => window.setTimeout(playable, 60000));
})();
