// The module's parts on the page (docs/app/CODE_PARTS.md), cut from the play part at build time
// (web/split_module.js), each named for its content: the deferred part,
// puzzlelab-app.deferred.HASH.wasm (the Lab, talk mode and the talk builder, the games' editors,
// the SAT solver, Boost.Math's distributions), and a part for each game but the default one,
// puzzlelab-app.GAME.HASH.wasm (its engine and view). A part is loaded when the app asks (a game's
// when the player opens that game, the deferred part when the Lab or a talk opens:
// shell/platform/code_part_web.cpp), or in the background a few seconds after the first board is
// playable, so that they then open at once; never before, so a first visit downloads the play part
// alone. Loading compiles a part off the page's thread, instantiates it against the running module
// (which puts its functions in the play part's table, where placeholders stood), and hands the
// compiled part to the workers (worker_pool.js), which instantiate it against their own copy.
//
// The deferred part counts as there only with every game's: the Lab and talks show every game.
//
// A call that reaches a placeholder before its part is there (code the play part runs too early)
// is still answered: the part is loaded synchronously, and the console says so; the browser tests
// count these (fallbacks) and expect none. The deferred part's placeholders are the glue's, which
// asks Module.loadSplitModule; the games' are web/part_placeholders.js's.
'use strict';

(function () {
  // The build names the parts for their content and tells the glue script (web/split_module.js):
  // {name: file}. A module built whole has none.
  const described = () => (typeof Module !== 'undefined' && Module.puzzlelabParts) || {};
  const parts = new Map();  // name -> {state: absent, loading, ready or failed; failure; module}
  const partNamed = (name) => {
    if (!parts.has(name)) parts.set(name, { state: 'absent', failure: '', module: null });
    return parts.get(name);
  };
  // What opening `name` needs: the deferred part needs every game's part as well.
  const needs = (name) => (name === 'deferred' ? Object.keys(described()) : [name]).filter((n) => described()[n]);

  const api = {
    fallbacks: [],  // the placeholders called before their part was loaded ("part:index")
    ready: (name = 'deferred') => needs(name).every((n) => partNamed(n).state === 'ready'),
    failure: (name = 'deferred') => needs(name).map((n) => partNamed(n)).find((p) => p.state === 'failed')?.failure ?? '',
    load: (name = 'deferred') => needs(name).forEach(loadPart),
    playable,
    addPlaceholders: (imports, module) => puzzlelabAddPlaceholders(imports, module, loadNow),
    // The deferred part's state with every game's, as the tests read it: absent, loading, ready, failed.
    get state() {
      const states = needs('deferred').map((n) => partNamed(n).state);
      if (states.every((s) => s === 'ready')) return 'ready';
      if (states.includes('loading')) return 'loading';
      return states.includes('failed') ? 'failed' : 'absent';
    },
  };
  globalThis.puzzlelabCodePart = api;

  function wake() {
    if (typeof Module !== 'undefined' && Module.puzzlelabWake) Module.puzzlelabWake();
  }

  function loaded(name, module) {
    const part = partNamed(name);
    part.module = module;
    part.state = 'ready';
    part.failure = '';
    if (globalThis.puzzlelabPool) globalThis.puzzlelabPool.providePart(name, module);
    wake();
  }

  // Every part imports what it calls from the play part's exports, the namespace `primary`.
  const imports = () => ({ primary: Module.asm });

  function compile(file) {
    const download = fetch(file).catch((error) => {
      throw new Error(`Its code could not be downloaded (${error.message}). Check the connection, then try again.`);
    });
    return download.then((response) => {
      if (!response.ok) throw new Error(`${file}: the host answered ${response.status} ${response.statusText}`.trim());
      const streams = (response.headers.get('Content-Type') || '').startsWith('application/wasm');
      return streams ? WebAssembly.compileStreaming(response)
                     : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    });
  }

  function loadPart(name) {
    const part = partNamed(name);
    if (part.state === 'loading' || part.state === 'ready') return;
    part.state = 'loading';
    compile(described()[name])
      .then((module) => (part.state === 'ready' ? null : WebAssembly.instantiate(module, imports()).then(() => module)))
      .then((module) => { if (module) loaded(name, module); })
      .catch((error) => {
        if (part.state === 'ready') return;  // a synchronous load got there first
        part.state = 'failed';
        part.failure = navigator.onLine === false
          ? 'The network is off, and this part of Puzzle Lab was not stored yet.'
          : `${error.message || error}`;
        wake();
      });
  }

  // A part's bytes, synchronously (a placeholder's caller is waiting on the stack): an old
  // request's way of reading a binary body as text, one byte a character.
  function fetchNow(file) {
    const request = new XMLHttpRequest();
    request.open('GET', file, false);
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send(null);
    if (request.status !== 200) throw new Error(`${file}: ${request.status} ${request.statusText}`);
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    return bytes;
  }

  // The part `name` at once, for the placeholder `index` that was called (its caller then calls
  // the function the part put in the placeholder's slot).
  function loadNow(name, index) {
    const part = partNamed(name);
    if (part.state === 'ready') return;
    api.fallbacks.push(`${name}:${index}`);
    console.warn(`Puzzle Lab: function ${index} of the ${name} part ran before the part was loaded; loading it now`);
    const module = part.module || new WebAssembly.Module(fetchNow(described()[name]));
    new WebAssembly.Instance(module, imports());
    loaded(name, module);
  }

  // Emscripten's glue calls this when a placeholder of the deferred part is reached.
  Module.loadSplitModule = (file, primaryImports, placeholder) => loadNow('deferred', placeholder);

  // In the background: a few seconds after the app says the first board is playable
  // (shell/platform/code_part_web.cpp), when the page is idle; or a minute after the page loaded, if
  // no board ever became playable.
  let scheduled = false;
  function playable() {
    if (scheduled) return;
    scheduled = true;
    const idle = window.requestIdleCallback || ((then) => window.setTimeout(then, 0));
    window.setTimeout(() => idle(() => api.load('deferred'), { timeout: 5000 }), 3000);
  }
  window.addEventListener('load', () => window.setTimeout(playable, 60000));
})();
