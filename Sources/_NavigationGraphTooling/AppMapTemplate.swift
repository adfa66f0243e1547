import _NavigationGraphCompiler

/// The page `navgraph map` writes, around the graphs' JSON: inline style and script, nothing
/// fetched. The script draws the features, searches them (names, parameters, patterns; a pasted
/// URL is resolved), focuses on one feature or destination with what reaches it and what it
/// reaches, and checks its URL matcher against the graphs' samples when the page is opened with
/// `#selfcheck`.
enum AppMapTemplate {
    @_optimize(none) static func html(title: String, data: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <title>\(title): navigation map</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
        <h1 id="title">\(title)</h1>
        <p id="description"></p>
        <input id="search" type="search" placeholder="Search a destination, a parameter, a pattern, or paste a URL" autocomplete="off" spellcheck="false">
        <button id="clear" type="button">Show everything</button>
        <p id="status"></p>
        <p id="answer"></p>
        </header>
        <nav id="tabs"></nav>
        <section id="focus" hidden></section>
        <main id="features"></main>
        <pre id="selfcheck" hidden></pre>
        <script type="application/json" id="map-data">\(data)</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    static let style = """
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
        header { position: sticky; top: 0; background: #fff; padding: 12px 20px; border-bottom: 1px solid #ddd; z-index: 1; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        #search { width: min(720px, 70vw); font-size: 15px; padding: 6px 8px; }
        #status, #answer, #description { margin: 4px 0; color: #555; }
        #answer.found { color: #05631a; } #answer.missed { color: #a11; }
        nav { padding: 8px 20px; }
        nav .tab { display: inline-block; margin: 2px 8px 2px 0; padding: 2px 8px; background: #e8e8ed; border-radius: 10px; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 12px; padding: 12px 20px; }
        .feature { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 10px 12px; }
        .feature h2 { font-size: 16px; margin: 0; cursor: pointer; }
        .meta { color: #666; font-size: 12px; }
        ul { list-style: none; padding: 0; margin: 6px 0 0; }
        li { padding: 3px 0; border-top: 1px solid #f0f0f0; }
        li.focused, li.answer { background: #fff6d6; }
        .name { font-weight: 600; cursor: pointer; }
        .badge { font-size: 11px; padding: 0 6px; border-radius: 8px; background: #e8e8ed; margin-left: 4px; }
        code { font: 12px ui-monospace, monospace; color: #333; }
        .link { display: block; margin-left: 12px; }
        #focus { background: #fff; margin: 12px 20px 0; padding: 10px 12px; border: 1px solid #c9a600; border-radius: 8px; }
        [hidden] { display: none !important; }
        """

    static let script = #"""
        "use strict";
        const data = JSON.parse(document.getElementById("map-data").textContent);
        const $ = (id) => document.getElementById(id);
        const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

        // Every destination by its graph's name, and the edges between them: a redirect from an
        // outgoing destination to its target, a parent under its child.
        const destinations = new Map();
        for (const feature of data.features) {
          for (const entry of feature.incoming) destinations.set(feature.name + "." + entry.name, { feature, entry, outgoing: false });
          for (const entry of feature.outgoing) destinations.set(feature.name + ".→" + entry.name, { feature, entry, outgoing: true });
        }
        const edges = [];
        for (const [name, { entry }] of destinations) {
          if (entry.redirect) edges.push({ from: name, to: entry.redirect, kind: "redirect" });
          if (entry.parent) edges.push({ from: name, to: entry.parent, kind: "parent" });
        }
        const featureOf = (name) => name.slice(0, name.indexOf("."));

        // ---- URL matching: the graphs' routes, as navgraph resolve reads them. ----
        function splitURL(text) {
          const m = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s.exec(text.trim());
          if (!m) return null;
          let rest = m[2], host = null;
          if (rest.startsWith("//")) {
            const end = rest.slice(2).search(/[\/?#]/);
            host = end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
            rest = end < 0 ? "" : rest.slice(2 + end);
          }
          const hash = rest.indexOf("#");
          const fragment = hash < 0 ? null : rest.slice(hash + 1);
          if (hash >= 0) rest = rest.slice(0, hash);
          const mark = rest.indexOf("?");
          return { scheme: m[1].toLowerCase(), host, path: mark < 0 ? rest : rest.slice(0, mark), query: mark < 0 ? null : rest.slice(mark + 1), fragment };
        }
        const segments = (path) => path.split("/").filter((s) => s !== "");
        // As Foundation reads a URL: percent-escapes decoded, `+` left as it is.
        function decode(text) { try { return decodeURIComponent(text); } catch { return null; } }
        function pairs(query) {
          const result = new Map();
          for (const part of (query || "").split("&")) {
            if (!part) continue;
            const eq = part.indexOf("=");
            const key = decode(eq < 0 ? part : part.slice(0, eq)), value = decode(eq < 0 ? "" : part.slice(eq + 1));
            if (key === null || value === null) continue;
            if (!result.has(key)) result.set(key, []);
            result.get(key).push(value);
          }
          return result;
        }
        function regex(pattern) {
          let flags = "u";
          if (pattern.startsWith("(?i)")) { pattern = pattern.slice(4); flags += "i"; }
          try { return new RegExp("^(?:" + pattern + ")$", flags); } catch { return null; }
        }
        function accepts(parameter, value) {
          if (value === null || value === undefined) return false;
          const base = parameter.type.replace(/\?$/, "").replace(/^\[(.*)\]$/, "$1").replace(/\?$/, "");
          if (base === "Int" && !/^-?[0-9]+$/.test(value)) return false;
          if (base === "Double" && !/^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(value)) return false;
          if (base === "Bool" && value !== "true" && value !== "false") return false;
          if (base === "UUID" && !/^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/.test(value)) return false;
          if (parameter.values && !parameter.values.includes(value)) return false;
          if (base === "String" && value === "") return false;
          if (parameter.pattern) { const r = regex(parameter.pattern); if (r && !r.test(value)) return false; }
          return true;
        }
        // One segment of a pattern: a literal, or literal text around one placeholder. Scored so
        // that literals come before literal text, which comes before a bare placeholder.
        function segmentMatcher(text, params) {
          const m = /^(.*)\{(\*)?([A-Za-z_][A-Za-z0-9_]*)\}(.*)$/.exec(text);
          if (!m) { const literal = decode(text); return { score: 3, match: (s, bound) => s === literal }; }
          // `{*path}` takes every segment left.
          const [, prefix, rest, name, suffix] = [m[0], decode(m[1]) ?? m[1], m[2], m[3], decode(m[4]) ?? m[4]];
          const parameter = params.get(name) || { type: "String" };
          return {
            score: prefix || suffix ? 2 : (parameter.pattern || parameter.values || parameter.type !== "String" ? 1.5 : 1), rest: !!rest, name,
            match: (s, bound) => {
              if (!s.startsWith(prefix) || !s.endsWith(suffix) || s.length < prefix.length + suffix.length) return false;
              const value = s.slice(prefix.length, s.length - suffix.length);
              if (!accepts(parameter, value)) return false;
              bound[name] = value;
              return true;
            },
          };
        }
        function compile(route) {
          const feature = data.features.find((f) => f.name === route.feature);
          const entry = feature.incoming.find((d) => d.name === route.destination);
          const params = new Map(entry.parameters.map((p) => [p.name, p]));
          const parts = splitURL(route.url.replace(/\{/g, "\u0001").replace(/\}/g, "\u0002"));
          const restore = (t) => t === null ? null : t.replace(/\u0001/g, "{").replace(/\u0002/g, "}");
          const host = restore(parts.host);
          const fragment = restore(parts.fragment);
          let fragmentPath = null, fragmentQuery = null;
          if (fragment !== null) {
            if (fragment.startsWith("/")) { const q = fragment.indexOf("?"); fragmentPath = q < 0 ? fragment : fragment.slice(0, q); fragmentQuery = q < 0 ? null : fragment.slice(q + 1); }
            else fragmentQuery = fragment;
          }
          const keyed = (query) => (query || "").split("&").filter(Boolean).map((p) => {
            const [key, value] = p.split("=");
            const m = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(value || "");
            return m ? { key: decode(key), name: m[1] } : { key: decode(key), literal: decode(value || "") };
          });
          return {
            route, entry, params, scheme: parts.scheme, host,
            path: segments(restore(parts.path)).map((s) => segmentMatcher(s, params)),
            query: keyed(restore(parts.query)),
            fragmentPath: fragmentPath === null ? null : segments(fragmentPath).map((s) => segmentMatcher(s, params)),
            fragmentQuery: keyed(fragmentQuery),
          };
        }
        const compiled = data.routes.map(compile);
        function matchHost(pattern, host, bound) {
          if (pattern === null || host === null) return pattern === host ? 1 : -1;
          host = host.toLowerCase();
          if (/:[0-9]*$/.test(host)) return -1;
          if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 ? 2 : -1;
          const m = /^(.*)\{([A-Za-z_][A-Za-z0-9_]*)\}(.*)$/.exec(pattern);
          if (!m) return pattern.toLowerCase() === host ? 3 : -1;
          const [, prefix, name, suffix] = m;
          if (!host.startsWith(prefix) || !host.endsWith(suffix)) return -1;
          const value = host.slice(prefix.length, host.length - suffix.length);
          if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value) || /^[0-9.]+$/.test(value)) return -1;
          bound[name] = value;
          return 1;
        }
        function matchSegments(matchers, given, bound) {
          const scores = [];
          let i = 0;
          for (const matcher of matchers) {
            if (matcher.rest) {
              const parts = given.slice(i).map(decode);
              if (parts.length === 0 || parts.some((part) => part === null)) return null;
              const value = parts.join("/");
              bound[matcher.name] = value; scores.push(0.5); i = given.length; continue;
            }
            if (i >= given.length) return null;
            const segment = decode(given[i]);
            if (segment === null || !matcher.match(segment, bound)) return null;
            scores.push(matcher.score); i++;
          }
          return i === given.length ? scores : null;
        }
        function matchQuery(keys, given, bound, params) {
          let required = 0;
          for (const key of keys) {
            const values = given.get(key.key);
            if (key.literal !== undefined) { if (!values || !values.includes(key.literal)) return -1; required++; continue; }
            const parameter = params.get(key.name) || { type: "String", omittable: true };
            if (!values) { if (!parameter.omittable) return -1; continue; }
            const element = parameter.type.replace(/\?$/, "").replace(/^\[(.*)\]$/, "$1");
            if (!values.every((v) => accepts({ ...parameter, type: element }, v))) return -1;
            bound[key.name] = parameter.type.startsWith("[") ? values.join(",") : values[0];
            if (!parameter.omittable) required++;
          }
          return required;
        }
        // The destination a URL opens, with the values it binds, or null: of the routes that take
        // it, the most specific (host, then each segment in turn), then the one with the most
        // required keys, then the first declared.
        function resolve(text) {
          const url = splitURL(text);
          if (!url) return null;
          const givenPath = segments(url.path), givenQuery = pairs(url.query);
          let fragmentPath = null, fragmentQuery = new Map();
          if (url.fragment !== null) {
            if (url.fragment.startsWith("/")) { const q = url.fragment.indexOf("?"); fragmentPath = segments(q < 0 ? url.fragment : url.fragment.slice(0, q)); fragmentQuery = pairs(q < 0 ? "" : url.fragment.slice(q + 1)); }
            else fragmentQuery = pairs(url.fragment);
          }
          let best = null;
          compiled.forEach((route, index) => {
            if (route.scheme !== url.scheme) return;
            const bound = {};
            const host = matchHost(route.host, url.host, bound);
            if (host < 0) return;
            const path = matchSegments(route.path, givenPath, bound);
            if (!path) return;
            let fragment = [];
            if (route.fragmentPath) { fragment = fragmentPath ? matchSegments(route.fragmentPath, fragmentPath, bound) : null; if (!fragment) return; }
            const required = matchQuery(route.query, givenQuery, bound, route.params);
            if (required < 0) return;
            const fragmentRequired = matchQuery(route.fragmentQuery, fragmentQuery, bound, route.params);
            if (fragmentRequired < 0) return;
            const score = [host, ...path, ...fragment, required + fragmentRequired, -index];
            if (!best || compare(score, best.score) > 0) best = { score, route: route.route, bound };
          });
          return best && { destination: best.route.feature + "." + best.route.destination, values: best.bound };
        }
        function compare(a, b) {
          for (let i = 0; i < Math.max(a.length, b.length); i++) {
            const x = a[i] === undefined ? -Infinity : a[i], y = b[i] === undefined ? -Infinity : b[i];
            if (x !== y) return x > y ? 1 : -1;
          }
          return 0;
        }

        // ---- The page. ----
        function signature(entry) {
          return esc(entry.name) + (entry.parameters.length ? "(" + entry.parameters.map((p) => esc(p.name) + ": " + esc(p.type)).join(", ") + ")" : "");
        }
        function place(feature, line) {
          return '<a class="meta" href="' + esc(feature.file) + '#L' + line + '">' + esc(feature.file) + ":" + line + "</a>";
        }
        function incomingItem(feature, entry) {
          const name = feature.name + "." + entry.name;
          const badges = [];
          if (entry.presentation !== "push") badges.push(entry.presentation);
          if (entry.lookup) badges.push("looked up");
          for (const condition of entry.requires) badges.push("requires " + condition);
          if (entry.result) badges.push("gives " + entry.result);
          const reachedFrom = edges.filter((e) => e.to === name && e.kind === "redirect").map((e) => e.from);
          return '<li data-name="' + esc(name) + '"><span class="name" data-focus="' + esc(name) + '">' + signature(entry) + "</span>" +
            badges.map((b) => '<span class="badge">' + esc(b) + "</span>").join("") + " " + place(feature, entry.line) +
            (entry.description ? '<div class="meta">' + esc(entry.description) + "</div>" : "") +
            (entry.parent ? '<div class="meta">under ' + esc(entry.parent) + "</div>" : "") +
            (reachedFrom.length ? '<div class="meta">reached from ' + reachedFrom.map(esc).join(", ") + "</div>" : "") +
            entry.links.map((l) => '<code class="link">' + esc(l) + "</code>").join("") + "</li>";
        }
        function outgoingItem(feature, entry) {
          const name = feature.name + ".→" + entry.name;
          return '<li data-name="' + esc(name) + '"><span class="name" data-focus="' + esc(name) + '">→ ' + signature(entry) + "</span>" +
            (entry.redirect ? ' <span class="meta">opens</span> <span class="name" data-focus="' + esc(entry.redirect) + '">' + esc(entry.redirect) + "</span>" : ' <span class="badge">not redirected</span>') +
            " " + place(feature, entry.line) + "</li>";
        }
        function render() {
          $("description").textContent = data.description || "";
          $("tabs").innerHTML = data.tabs.map((t) => '<span class="tab">' + esc(t.title) + " (" + esc(t.layout) + (t.root ? ", root " + esc(t.root) : "") + "): " + t.features.map(esc).join(", ") + "</span>").join("");
          $("features").innerHTML = data.features.map((f) =>
            '<section class="feature" data-feature="' + esc(f.name) + '"><h2 data-focus="' + esc(f.name) + '">' + esc(f.name) + "</h2>" +
            '<div class="meta">module ' + esc(f.module) + (f.tabs.length ? " · tab " + f.tabs.map(esc).join(", ") : "") + " · " + place(f, f.line) + "</div>" +
            (f.description ? '<div class="meta">' + esc(f.description) + "</div>" : "") +
            "<ul>" + f.incoming.map((d) => incomingItem(f, d)).join("") + f.outgoing.map((d) => outgoingItem(f, d)).join("") + "</ul></section>").join("");
        }
        function show(filter, status) {
          let shown = 0;
          for (const section of document.querySelectorAll(".feature")) {
            let any = false;
            for (const item of section.querySelectorAll("li")) {
              const visible = filter(section.dataset.feature, item.dataset.name, item.textContent);
              item.hidden = !visible; if (visible) { any = true; shown++; }
            }
            section.hidden = !any;
          }
          $("status").textContent = status(shown);
        }
        function search(text) {
          $("answer").textContent = ""; $("answer").className = "";
          document.querySelectorAll("li.answer").forEach((li) => li.classList.remove("answer"));
          const query = text.trim();
          if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(query)) {
            const found = resolve(query);
            if (found) {
              const values = Object.entries(found.values).map(([k, v]) => k + " = " + v).join(", ");
              $("answer").textContent = query + " opens " + found.destination + (values ? " with " + values : "");
              $("answer").className = "found";
              show((feature, name) => name === found.destination, (n) => n + " destination");
              document.querySelectorAll('li[data-name="' + CSS.escape(found.destination) + '"]').forEach((li) => li.classList.add("answer"));
            } else {
              $("answer").textContent = query + " opens nothing: no route takes it";
              $("answer").className = "missed";
              show(() => false, () => "0 destinations");
            }
            return;
          }
          const words = query.toLowerCase().split(/\s+/).filter(Boolean);
          show((feature, name, text) => words.every((w) => text.toLowerCase().includes(w) || name.toLowerCase().includes(w)),
            (n) => words.length ? n + " of " + destinations.size + " destinations match" : destinations.size + " destinations in " + data.features.length + " features");
        }
        function focus(name) {
          const isFeature = !name.includes(".");
          const related = new Set([name]);
          const reaches = [], reachedFrom = [];
          for (const e of edges) {
            const from = isFeature ? featureOf(e.from) : e.from, to = isFeature ? featureOf(e.to) : e.to;
            if (from === name && to !== name) { related.add(e.to); reaches.push(e.to + " (" + e.kind + ")"); }
            if (to === name && from !== name) { related.add(e.from); reachedFrom.push(e.from + " (" + e.kind + ")"); }
          }
          const panel = $("focus");
          panel.hidden = false;
          panel.innerHTML = "<strong>" + esc(name) + "</strong>" +
            '<div id="reached-from">reached from: ' + (reachedFrom.length ? reachedFrom.map(esc).join(", ") : "nothing") + "</div>" +
            '<div id="reaches">reaches: ' + (reaches.length ? reaches.map(esc).join(", ") : "nothing") + "</div>";
          show((feature, item) => related.has(item) || related.has(feature) || (isFeature && feature === name), (n) => "focused on " + name + ": " + n + " destinations");
          document.querySelectorAll("li.focused").forEach((li) => li.classList.remove("focused"));
          document.querySelectorAll('li[data-name="' + CSS.escape(name) + '"]').forEach((li) => li.classList.add("focused"));
        }
        function clear() { $("search").value = ""; $("focus").hidden = true; search(""); }
        function selfcheck() {
          const missed = data.samples.filter((s) => { const found = resolve(s.url); return !found || found.destination !== s.destination; });
          const out = $("selfcheck");
          out.hidden = false;
          out.textContent = "selfcheck: " + (data.samples.length - missed.length) + " of " + data.samples.length + " samples open what navgraph resolve opens" +
            missed.map((s) => "\nmissed: " + s.url + " -> " + s.destination + ", page: " + (resolve(s.url) || { destination: "nothing" }).destination).join("");
        }
        function route() {
          const hash = decodeURIComponent(location.hash.slice(1));
          if (hash.startsWith("q=")) { $("search").value = hash.slice(2); search(hash.slice(2)); }
          else if (hash.startsWith("focus=")) focus(hash.slice(6));
          else if (hash === "selfcheck") selfcheck();
        }
        const started = performance.now();
        render();
        search("");
        $("search").addEventListener("input", (e) => search(e.target.value));
        $("clear").addEventListener("click", clear);
        document.addEventListener("click", (e) => { const target = e.target.closest("[data-focus]"); if (target) focus(target.dataset.focus); });
        window.addEventListener("hashchange", route);
        route();
        document.body.dataset.renderedIn = String(Math.round(performance.now() - started));
        """#
}
