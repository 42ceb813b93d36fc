// Where a WebAssembly module's bytes go: the size of each function body, read from a module built
// with its names kept (a name section: em++ --profiling-funcs), summed by contributor: a library
// (ImGui, SDL2, CaDiCaL, nlohmann_json, Boost.Math, the C and C++ runtimes), each game's engine
// and view, and the app's own layers (Lab, talk mode, protocol, the rest). A function belongs to
// the first marker its name holds, so a template instantiated for a game's type
// (std::vector<puzzlelab::sigmar::Move>::push_back) counts as that game's.
'use strict';

const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

// Reads an unsigned LEB128 at `at`: [value, next offset].
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

// Skips one import entry's description after its kind byte (function, table, memory, global, tag).
function skipImport(bytes, at, kind) {
  let flags;
  switch (kind) {
    case 0: return leb(bytes, at)[1];
    case 1:
      at += 1;
      [flags, at] = leb(bytes, at);
      at = leb(bytes, at)[1];
      return flags & 1 ? leb(bytes, at)[1] : at;
    case 2:
      [flags, at] = leb(bytes, at);
      at = leb(bytes, at)[1];
      return flags & 1 ? leb(bytes, at)[1] : at;
    case 3: return at + 2;
    case 4: return leb(bytes, at + 1)[1];
    default: throw new Error(`unknown import kind ${kind}`);
  }
}

// The module's function bodies: [{name, size, start, end}], and the data segments' bytes.
function readFunctions(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error('not a WebAssembly module');
  let at = 8;
  let importedFunctions = 0;
  const bodies = [];
  const names = new Map();
  let dataBytes = 0;
  while (at < bytes.length) {
    const id = bytes[at++];
    let size;
    [size, at] = leb(bytes, at);
    const end = at + size;
    if (id === 2) {
      let count;
      let p;
      [count, p] = leb(bytes, at);
      for (let i = 0; i < count; i++) {
        for (let s = 0; s < 2; s++) {
          let length;
          [length, p] = leb(bytes, p);
          p += length;
        }
        const kind = bytes[p++];
        if (kind === 0) importedFunctions++;
        p = skipImport(bytes, p, kind);
      }
    } else if (id === 10) {
      let count;
      let p;
      [count, p] = leb(bytes, at);
      for (let i = 0; i < count; i++) {
        let length;
        const start = p;
        [length, p] = leb(bytes, p);
        bodies.push({ start, end: p + length });
        p += length;
      }
    } else if (id === 11) {
      dataBytes += size;
    } else if (id === 0) {
      let length;
      let p;
      [length, p] = leb(bytes, at);
      const sectionName = bytes.toString('utf8', p, p + length);
      p += length;
      while (sectionName === 'name' && p < end) {
        const sub = bytes[p++];
        let subSize;
        [subSize, p] = leb(bytes, p);
        const next = p + subSize;
        if (sub === 1) {
          let count;
          [count, p] = leb(bytes, p);
          for (let i = 0; i < count; i++) {
            let index;
            let nameLength;
            [index, p] = leb(bytes, p);
            [nameLength, p] = leb(bytes, p);
            names.set(index, bytes.toString('utf8', p, p + nameLength));
            p += nameLength;
          }
        }
        p = next;
      }
    }
    at = end;
  }
  if (names.size === 0) throw new Error('the module has no function names (link it with --profiling-funcs)');
  const functions = bodies.map((body, i) => ({
    name: names.get(importedFunctions + i) ?? '?',
    size: body.end - body.start,
    start: body.start,
    end: body.end,
  }));
  return { functions, dataBytes };
}

// The games, from the project's one list of them (games.cmake: puzzlelab_game(folder) lines).
const GAMES = [...fs.readFileSync(path.join(__dirname, '..', 'games.cmake'), 'utf8').replace(/#.*$/gm, '')
  .matchAll(/puzzlelab_game\(\s*([a-z][a-z0-9_]*)\s*\)/g)].map((m) => m[1]);
// A game's drawing, input and editors: what its folder under shell/games holds.
const VIEW_WORDS = /View::|View\b|[Pp]aint|[Ll]ayout|Editor|[Tt]ilt/;

// Markers in the order they are tried at each position of a name; the earliest match wins.
const MARKERS = [
  [/CaDiCaL::/, () => 'CaDiCaL'],
  [/nlohmann::/, () => 'nlohmann_json'],
  [/boost::math::/, () => 'Boost.Math'],
  // A game's part of the Lab (its studies and Lab measures: engine/games/GAME/lab) is the Lab's.
  [new RegExp(`puzzlelab::(${GAMES.join('|')})::(\\(anonymous namespace\\)::)?\\w*([Ss]tud(y|ies)|LabGame|Lab::|lab_game)`), () => 'Lab'],
  [new RegExp(`puzzlelab::(${GAMES.join('|')})::`), (m, name) => `${m[1]} ${VIEW_WORDS.test(name) ? 'view' : 'engine'}`],
  [/puzzlelab::(lab|lab_format|lab_tables|experiment_plots)::|puzzlelab::Lab[A-Z]|puzzlelab::(\(anonymous namespace\)::)?(\w*[Ss]tud(y|ies)|lab_\w+|\w*series_\w+)/, () => 'Lab'],
  // The Lab's protocol ops: only a worker runs them, and only for the Lab (an experiment, a sweep,
  // the hardest challenges, merging, validity), so they wait for the deferred part like the Lab.
  [/puzzlelab::op_(experiment|sweep|sweep_merge|merge|extreme|validity)\(/, () => 'Lab'],
  // The ops a player asks for only after a board is playable (a printed page or a share card, the
  // Why? panel's verdicts): a worker loads the deferred part for them when the page has not yet
  // handed it over, so a first visit does not download them before the first board.
  [/puzzlelab::op_(render|explain)\(/, () => 'ops on demand'],
  [/puzzlelab::(embed::|Talk|Speaker)|puzzlelab::(\(anonymous namespace\)::)?\w*([Tt]alk|[Ss]peaker|_scene)/, () => 'talk mode'],
  [/puzzlelab::(op_|api::|\w*Protocol|Request)/, () => 'protocol'],
  [/puzzlelab::|^\(anonymous namespace\)::frame\(\)$|^main$/, () => 'app (play, middle, ui)'],
  [/\bIm[A-Z]\w*|ImGui::|\bstb(tt|rp|i)?_|\bstb_/, () => 'ImGui'],
  [/^(SDL_|SDL\w|Emscripten_|GLES2_|Blit|Map\w*Surface)|\bSDL_/, () => 'SDL2'],
  [/^std::|__cxa|__cxx|__gxx|_Unwind|^operator (new|delete)|__cxxabi/, () => 'C++ runtime'],
];

function contributorOf(name) {
  let best = null;
  for (const [pattern, label] of MARKERS) {
    const m = pattern.exec(name);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, label: label(m, name) };
  }
  return best ? best.label : 'C runtime and glue';
}

// Binaryen's spelling of a function's name (in its call graph, wasm-split's lists): every byte that
// is not an identifier character as \XX, lowercase hex; and back.
const ID_CHAR = /[0-9A-Za-z!#$%&'*+\-./:<=>?@^_`|~]/;
const binaryenName = (name) => [...Buffer.from(name, 'utf8')]
  .map((byte) => (byte < 128 && ID_CHAR.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `\\${byte.toString(16).padStart(2, '0')}`))
  .join('');
const readableName = (name) =>
  Buffer.from(name.replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

// Per contributor: functions, raw code bytes, and the Brotli size of its bodies compressed alone
// (in the module they compress a little better, beside similar code). `which` picks the functions
// counted (all by default).
function contributors(bytes, which = () => true) {
  const { functions: all, dataBytes } = readFunctions(bytes);
  const functions = all.filter(which);
  const groups = new Map();
  for (const f of functions) {
    const label = contributorOf(f.name);
    if (!groups.has(label)) groups.set(label, { label, functions: 0, raw: 0, parts: [] });
    const g = groups.get(label);
    g.functions++;
    g.raw += f.size;
    g.parts.push(bytes.subarray(f.start, f.end));
  }
  const brotli = (buffer) => zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const rows = [...groups.values()].map((g) => ({ label: g.label, functions: g.functions, raw: g.raw, brotli: brotli(Buffer.concat(g.parts)) }));
  rows.sort((a, b) => b.raw - a.raw);
  return { rows, dataBytes, functions };
}

module.exports = { GAMES, readFunctions, contributorOf, contributors, binaryenName, readableName, leb, skipImport };
