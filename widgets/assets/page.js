(() => {
  const W = window.whistPage || (window.whistPage = {});
  const PRESENT = 'whist-present', PROGRESS = 'whist-progress';
  const load = (k, d) => { try { const v = JSON.parse(localStorage.getItem(k)); return v == null ? d : v; } catch (e) { return d; } };
  const save = (k, v) => { try { localStorage.setItem(k, JSON.stringify(v)); } catch (e) { /* private mode */ } };
  W.progress = () => load(PROGRESS, {});
  // the page's own words, from its frame's data-whist (widgets/course.py: page_words)
  const t = (key, english) => (W.words && W.words[key]) || english;
  W.mark = (lesson, level) => {
    const p = W.progress();
    if ((p[lesson] || 0) < level) { p[lesson] = level; save(PROGRESS, p); }
    W.showMarks();
  };
  W.showMarks = () => {
    const p = W.progress();
    document.querySelectorAll('[data-whist-mark]').forEach((el) => {
      const v = p[el.dataset.whistMark] || 0;
      el.classList.toggle('is-seen', v === 1); el.classList.toggle('is-done', v >= 2);
      el.textContent = v >= 2 ? t('done', '\u2713 done') : v === 1 ? t('started', 'started') : '';
    });
  };
  W.present = () => document.body.classList.contains(PRESENT);
  W.setPresent = (on) => {
    document.body.classList.toggle(PRESENT, on);
    document.querySelectorAll('.whist-present-toggle').forEach((b) => {
      b.setAttribute('aria-pressed', String(on));
      b.textContent = on ? t('leave', 'Leave presentation') : t('present', 'Presentation mode');
    });
    save(PRESENT, on);
    if (on) W.pickActive();
    W.growLabels();
  };
  // presentation mode: a picture's lettering (not the card faces', drawn large enough)
  // grows to 18 px as drawn, with the pill or chip around it; undone on leaving
  const PRESENT_PX = 18.5;
  const grown = (el, name, value) => {  // the first value is kept to be put back
    const was = JSON.parse(el.dataset.whistWas || '{}');
    if (!(name in was)) was[name] = el.getAttribute(name);
    el.dataset.whistWas = JSON.stringify(was);
    el.setAttribute(name, typeof value === 'number' ? value.toFixed(2) : value);
  };
  // a text's lines (tspans) made by splitText, or put back as the one line it was
  const splitText = (t, lines, lineAttrs) => {
    t.dataset.whistText = t.textContent;
    t.textContent = '';
    return lines.map((line, i) => {
      const span = document.createElementNS('http://www.w3.org/2000/svg', 'tspan');
      span.setAttribute('x', t.getAttribute('x'));
      Object.entries(lineAttrs(i)).forEach(([k, v]) => span.setAttribute(k, v));
      span.textContent = line;
      t.appendChild(span);
      return span;
    });
  };
  const unsplit = (t) => {
    if ('whistText' in t.dataset) { t.textContent = t.dataset.whistText; delete t.dataset.whistText; }
  };
  const ungrow = (el) => {
    unsplit(el);
    Object.entries(JSON.parse(el.dataset.whistWas)).forEach(([k, v]) => el.setAttribute(k, v));
    delete el.dataset.whistWas;
  };
  // the smallest box drawn around a label (not a card, not its own pill): its left and
  // right edges, or the picture's
  const boxAround = (svg, before, own) => {
    const inside = (r) => r.x <= before.x + 0.5 && r.y <= before.y + 0.5
      && r.x + r.width >= before.x + before.width - 0.5 && r.y + r.height >= before.y + before.height - 0.5;
    const view = svg.viewBox.baseVal;
    let edges = [view ? view.x : -Infinity, view && view.width ? view.x + view.width : Infinity];
    let area = Infinity;
    for (const r of svg.querySelectorAll('rect')) {
      if (r === own || r.closest('.whist-card, .whist-card-back')) continue;  // not a card's
      const b = r.getBBox();
      if (inside(b) && b.width * b.height < area) { area = b.width * b.height; edges = [b.x, b.x + b.width]; }
    }
    return edges;
  };
  // a grown line that now sticks out of its box (or the picture) goes on two lines,
  // broken at its " · " (the kitty's "Kitty · 2 face up"), where the second line falls on
  // no other words; else (no " · ", or words below: a long two-line headline) it
  // grows only as far as its box (a pair's name in the books box, «Восток–Запад 1»);
  // put back by ungrow
  const wrapIfOut = (svg, t, before, size) => {
    const words = t.textContent;
    const at = words.indexOf(' \u00b7 ');
    if (t.querySelector('tspan')) return;
    const right = boxAround(svg, before, null)[1];
    const now = t.getBBox();
    if (now.x + now.width <= right) return;
    const fit = () => grown(t, 'font-size', size * Math.max(0.5, (right - 4 - now.x) / now.width));
    if (at < 0) { fit(); return; }
    const y = +t.getAttribute('y');
    splitText(t, [words.slice(0, at + 2), words.slice(at + 3)],
              (i) => ({y: (y + (i * 1.05 - 0.3) * size).toFixed(2)}));
    const two = t.getBBox();
    const others = Array.from(svg.querySelectorAll('text, rect'))
      .filter((o) => o !== t && !o.closest('.whist-card') && !(o.tagName === 'rect' && !isPill(o)))
      .map((o) => { const b = o.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height]; });
    if (two.x + two.width > right || crosses(others, [two.x, two.y, two.width, two.height])) {
      unsplit(t);
      fit();
    }
  };
  // a chip drawn just right of a pill (right edge ``right``, row y..y+h) on its row: the
  // dealer's "D" beside "Player 4"
  const chipBeside = (cx, cy, r, right, y, h) =>
    cy >= y && cy <= y + h && cx - r - right >= -1 && cx - r - right <= h;
  // such a chip moves right as the pill grows, keeping the gap it had at its grown size
  const moveChipsAside = (svg, oldRight, newRight, y, h, f) => {
    if (newRight <= oldRight) return;
    for (const c of svg.querySelectorAll('circle')) {
      if (c.closest('.whist-card') || c.dataset.whistWas) continue;
      const cx = +c.getAttribute('cx'), cy = +c.getAttribute('cy'), r = +c.getAttribute('r');
      if (!chipBeside(cx, cy, r, oldRight, y, h)) continue;
      const gap = cx - r - oldRight;
      const nx = Math.max(cx + newRight - oldRight, newRight + Math.max(gap, 2) + r * f);
      grown(c, 'cx', nx);
      const label = c.nextElementSibling;
      if (label && label.tagName === 'text') grown(label, 'x', +label.getAttribute('x') + nx - cx);
    }
  };
  // the cards (and empty places) of a picture, in its own units: a pill just above or
  // below one grows away from it, not over it
  const cardBoxes = (svg) => {
    const out = [];
    for (const g of svg.children) {
      const m = /translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(([-\d.e]+)\))?$/.exec(g.getAttribute('transform') || '');
      if (m && g.querySelector(':scope > .whist-card, :scope > .whist-card-back')) {
        const s = +(m[3] || 1);
        out.push([+m[1], +m[2], +m[1] + 100 * s, +m[2] + 140 * s]);
      } else if (g.tagName === 'rect' && g.getAttribute('stroke-dasharray')) {
        const x = +g.getAttribute('x'), y = +g.getAttribute('y');
        out.push([x, y, x + +g.getAttribute('width'), y + +g.getAttribute('height')]);
      }
    }
    return out;
  };
  const isPill = (r) => Math.abs(parseFloat(r.getAttribute('rx')) - parseFloat(r.getAttribute('height')) / 2) < 1;
  const rectBox = (r) => {
    const x = +r.getAttribute('x'), y = +r.getAttribute('y');
    return [x, y, x + +r.getAttribute('width'), y + +r.getAttribute('height')];
  };
  // what a grown pill keeps off: the cards and empty places, the other pills and chips as
  // they stand now (grown already or not yet)
  const obstaclesFor = (svg, cards, own) => {
    const [, y0, x1, y1] = rectBox(own);
    const pills = Array.from(svg.querySelectorAll('rect'))
      .filter((r) => r !== own && isPill(r) && !r.closest('.whist-card, .whist-card-back')).map(rectBox);
    const chips = [];
    for (const c of svg.querySelectorAll('circle')) {
      const cx = +c.getAttribute('cx'), cy = +c.getAttribute('cy'), r = +c.getAttribute('r');
      // not its own chip, just right of it (moved aside with it)
      if (!c.closest('.whist-card') && !chipBeside(cx, cy, r, x1, y0, y1 - y0)) chips.push([cx - r, cy - r, cx + r, cy + r]);
    }
    return cards.concat(pills, chips);
  };
  const crosses = (obs, [x, y, w, h]) => obs.some(([a0, b0, a1, b1]) =>
    Math.min(a1, x + w) - Math.max(a0, x) > 1 && Math.min(b1, y + h) - Math.max(b0, y) > 1);
  // the room a pill may grow into, top to bottom: from the nearest obstacle above it to
  // the nearest below it among those in its columns (as grown), inside the picture
  const roomAround = (svg, obs, x0, x1, y, h) => {
    const view = svg.viewBox.baseVal;
    let top = view && view.height ? view.y : -Infinity;
    let bottom = view && view.height ? view.y + view.height : Infinity;
    for (const [a0, b0, a1, b1] of obs) {
      if (a0 >= x1 - 1 || a1 <= x0 + 1) continue;
      if (b1 <= y + 2) top = Math.max(top, b1);
      else if (b0 >= y + h - 2) bottom = Math.min(bottom, b0);
    }
    return [top, bottom];
  };
  // a grown pill's left edge moved so that it stays off an obstacle beside it that it now
  // reaches (the trick card or the seat's name next to a trick's tag); x0..x1 as drawn
  const asideOf = (obs, nx, ww, ny, hh, x0, x1) => {
    for (const [a0, b0, a1, b1] of obs) {
      if (b0 >= ny + hh - 1 || b1 <= ny + 1 || a0 >= nx + ww - 1 || a1 <= nx + 1) continue;
      if (a1 <= x0 + 1) nx = Math.max(nx, a1 + 2);
      else if (a0 >= x1 - 1) nx = Math.min(nx, a0 - 2 - ww);
    }
    return nx;
  };
  // a one-line label made two lines, broken at its " · " or the space nearest its middle;
  // returns the lines' widths (put back by ungrow, which restores the text)
  const twoLines = (t) => {
    const words = t.textContent;
    let at = words.indexOf(' \u00b7 '), skip = 3;
    if (at < 0) {
      skip = 1;
      for (let i = words.indexOf(' '); i >= 0; i = words.indexOf(' ', i + 1))
        if (at < 0 || Math.abs(i - words.length / 2) < Math.abs(at - words.length / 2)) at = i;
    }
    return splitText(t, [words.slice(0, at), words.slice(at + skip)], (i) => (i ? {dy: '1.2em'} : {}))
      .map((span) => span.getComputedTextLength());
  };
  // a pill (a rounded label) grown f times: about its centre, inside the box it sits in
  // (a seat's pill at the table's edge grows inwards), never over a card or another pill:
  // it moves aside, or sheds its padding where a gap is too low for it (never its
  // lettering's size), or goes on two lines where one is too wide
  const growPill = (svg, cards, t, box, size, f) => {
    const [x, y, x1, y1] = rectBox(box), w = x1 - x, h = y1 - y;
    const obs = obstaclesFor(svg, cards, box);
    const [left, right] = boxAround(svg, box.getBBox(), box);
    const inside = (nx, ww) => Math.min(Math.max(nx, Math.min(x, left + 4)), Math.max(x + w, right - 4) - ww);
    const place = (ww, lines, hh, fs) => {
      let nx = inside(x + w / 2 - ww / 2, ww);
      const [top, bottom] = roomAround(svg, obs, nx, nx + ww, y, h);
      let ny = y + h / 2 - hh / 2;
      if (hh > bottom - top - 2) {
        hh = Math.max(fs * (1.2 * lines + 0.05), bottom - top - 2);
        ny = (top + bottom - hh) / 2;
      } else {
        ny = Math.min(Math.max(ny, top + 1), bottom - 1 - hh);
      }
      nx = inside(asideOf(obs, nx, ww, ny, hh, x, x + w), ww);
      return [nx, ny, ww, hh];
    };
    let lines = Math.max(1, t.querySelectorAll('tspan').length), g = f;
    let spot = place(w * f, lines, h * f, size * f);
    if (lines === 1 && crosses(obs, spot) && t.textContent.trim().includes(' ')) {
      const widths = twoLines(t);
      const two = place(Math.max(...widths) + size * f * 1.2, 2, size * f * 2.75, size * f);
      if (crosses(obs, two)) unsplit(t);
      else { spot = two; lines = 2; }
    }
    // no room to grow it whole (a row of Russian seat names under a trick's cards, a tag
    // wider than its box): it grows as far as it can without covering anything
    const out = ([nx, , ww]) => nx < Math.min(x, left) - 0.5 || nx + ww > Math.max(x + w, right) + 0.5;
    for (let k = 1; k <= 8 && (crosses(obs, spot) || out(spot)); k++) {
      g = f - (f - 1) * k / 8;
      spot = place(w * g, lines, h * g, size * g);
    }
    if (g !== f) grown(t, 'font-size', size * g);
    const [nx, ny, ww, hh] = spot;
    grown(box, 'x', nx); grown(box, 'y', ny);
    grown(box, 'width', ww); grown(box, 'height', hh); grown(box, 'rx', hh / 2);
    grown(t, 'x', nx + ww / 2);
    t.querySelectorAll('tspan').forEach((span) => grown(span, 'x', nx + ww / 2));
    grown(t, 'y', ny + (hh - (lines - 1) * 1.2 * size * g) / 2 + 0.36 * size * g);
    moveChipsAside(svg, x + w, nx + ww, y, h, g);
  };
  W.growLabels = () => {
    const on = W.present();
    document.querySelectorAll('#rendered_cells svg.whist-picture').forEach((svg) => {
      svg.querySelectorAll('[data-whist-was]').forEach(ungrow);
      if (!on || !svg.getBoundingClientRect().width) return;
      const cards = cardBoxes(svg);
      for (const t of svg.querySelectorAll('text')) {
        if (t.closest('.whist-card') || !t.textContent.trim()) continue;
        const ctm = t.getScreenCTM();
        const size = parseFloat(t.getAttribute('font-size'));
        if (!ctm || !size) continue;
        const scale = Math.hypot(ctm.a, ctm.b);
        if (size * scale >= PRESENT_PX) continue;
        const f = PRESENT_PX / (size * scale);
        const before = t.getBBox();
        grown(t, 'font-size', size * f);
        const box = t.previousElementSibling;
        if (box && box.tagName === 'rect' && isPill(box)) {
          growPill(svg, cards, t, box, size, f);
        } else if (box && box.tagName === 'circle') {
          grown(box, 'r', +box.getAttribute('r') * f);
        } else {
          wrapIfOut(svg, t, before, size * f);
        }
      }
    });
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
  };
  // The stepper the keys drive: the last one touched if still on screen, else the
  // one nearest the upper middle of the screen.
  W.pickActive = () => {
    const cursors = Array.from(document.querySelectorAll('.whist-cursor')).filter(visible);
    let best = W.last && W.last.isConnected && visible(W.last) ? W.last : null;
    if (!best) {
      let score = Infinity;
      for (const c of cursors) {
        const root = c.closest('.whist-root') || c;
        const r = root.getBoundingClientRect();
        const d = Math.abs(r.top + Math.min(r.height, window.innerHeight) / 2 - window.innerHeight * 0.45);
        if (d < score) { score = d; best = c; }
      }
    }
    document.querySelectorAll('.whist-active').forEach((el) => el.classList.remove('whist-active'));
    if (best && W.present()) (best.closest('.whist-root') || best).classList.add('whist-active');
    return best;
  };
  const typing = (el) => el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
  W.onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (typing(t)) return;
    if ((e.key === 'p' || e.key === 'P') && !e.repeat) { W.setPresent(!W.present()); e.preventDefault(); return; }
    if (!W.present()) return;
    if (e.key === 'Escape') { W.setPresent(false); return; }
    const fwd = ['ArrowRight', 'PageDown', ' ', 'Spacebar'].includes(e.key);
    const back = ['ArrowLeft', 'PageUp'].includes(e.key);
    if (!fwd && !back) return;
    // a focused button or slider keeps its own keys (Space clicks it, arrows move the slider)
    if (t && t.closest && (t.closest('.noUi-handle') || (t.tagName === 'BUTTON' && e.key === ' '))) return;
    const cursor = W.pickActive();
    if (!cursor) return;
    const button = cursor.querySelector(fwd ? 'button.whist-next' : 'button.whist-prev');
    e.preventDefault(); e.stopPropagation();
    if (button && !button.disabled) button.click();
  };
  if (!W.installed) {
    W.installed = true;
    document.addEventListener('keydown', W.onKey, true);
    document.addEventListener('pointerdown', (e) => {
      const c = e.target.closest && e.target.closest('.whist-root');
      const cur = c && c.querySelector('.whist-cursor');
      if (cur) { W.last = cur; if (W.present()) W.pickActive(); }
    }, true);
    const scroller = document.getElementById('rendered_cells');
    let pending = false;
    if (scroller) scroller.addEventListener('scroll', () => {
      if (pending || !W.present()) return;
      pending = true;
      setTimeout(() => { pending = false; W.last = null; W.pickActive(); }, 150);
    }, {passive: true});
  }
  // rule labels such as [BW-2.3] never break at the hyphen
  const RULE = /\[(?:BW|GW|V|SYS)-[A-Z0-9.\u2013-]+\]/;
  document.querySelectorAll('.jp-RenderedMarkdown strong, .jp-RenderedMarkdown b').forEach((el) => {
    // short labels only: a long one ([V-NT-JOKER-FIRST-DISCARD]) would stick out on a phone
    if (RULE.test(el.textContent) && el.textContent.trim().length <= 14) el.classList.add('whist-rule');
  });
  // ... nor in a heading ("Aces low downtown [V-ACE-LOW-DOWN]"): each label there is
  // wrapped in a span.whist-rule (labels of up to 20 characters fit a phone's heading)
  const INLINE = /\[(?:BW|GW|V|SYS)-[^\]\s]{1,18}\]/g;
  document.querySelectorAll('.jp-RenderedMarkdown :is(h2, h3, h4)').forEach((h) => {
    const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      INLINE.lastIndex = 0;
      if (INLINE.test(t.nodeValue) && !t.parentElement.closest('.whist-rule')) nodes.push(t);
    }
    nodes.forEach((t) => {
      const frag = document.createDocumentFragment();
      let at = 0;
      t.nodeValue.replace(INLINE, (m, i) => {
        frag.append(t.nodeValue.slice(at, i));
        const span = document.createElement('span');
        span.className = 'whist-rule';
        span.textContent = m;
        frag.append(span);
        at = i + m.length;
        return m;
      });
      frag.append(t.nodeValue.slice(at));
      t.replaceWith(frag);
    });
  });
  // a heading with no widget after it (only more prose) steps aside in presentation mode
  const wrappers = Array.from(document.querySelectorAll('#rendered_cells [cell-index]'));
  const shows = (w) => {
    const cell = w.querySelector('.jp-Cell');
    if (!cell) return null;
    if (cell.classList.contains('jp-MarkdownCell')) return 'prose';
    if (cell.classList.contains('jp-mod-noOutputs') || /celltag_whist-(check|hidden|frame-end)/
      .test(cell.className)) return null;
    return 'widget';
  };
  const kinds = wrappers.map(shows);
  kinds.forEach((kind, i) => {
    if (kind !== 'prose') return;
    const next = kinds.slice(i + 1).find((k) => k !== null);
    wrappers[i].classList.toggle('whist-lonely', next !== 'widget');
  });
  // on a wide screen a picture sits beside the prose that explains it: a prose cell
  // followed by a cell showing a picture (not a stepper) becomes a pair (CSS grid)
  const PICTURE = '.whist-table-view, .whist-hand-view, .whist-trick-view, .whist-card-view,'
    + ' .whist-rank-ladder, .whist-bid-ladder, .jp-OutputArea-output > svg, .whist-pictures';
  W.pair = () => {
    const all = Array.from(document.querySelectorAll('#rendered_cells [cell-index]'));
    all.forEach((w, i) => {
      const next = all[i + 1];
      const prose = w.querySelector('.jp-MarkdownCell .jp-RenderedMarkdown');
      const ok = prose && next && !next.querySelector('.whist-cursor, .whist-root.whist-practice')
        && next.querySelector(PICTURE) && !next.querySelector('.jp-MarkdownCell')
        && prose.textContent.trim().length > 80;
      w.classList.toggle('whist-pair-text', !!ok);
      if (next && ok) next.classList.add('whist-pair-picture');
    });
  };
  if (!W.pairing) {
    W.pairing = true;
    const cellsRoot = document.getElementById('rendered_cells');
    let timer = null;
    const watch = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(W.pair, 120); });
    if (cellsRoot) watch.observe(cellsRoot, {childList: true, subtree: true});
    setTimeout(() => watch.disconnect(), 20000);
    W.pair();
  }
  // --- access for keyboards and screen readers -------------------------------------
  // One polite live region for the page: refusals, results and step changes are read out.
  W.live = () => {
    let el = document.getElementById('whist-live');
    if (!el) {
      el = document.createElement('div');
      el.id = 'whist-live';
      el.className = 'whist-sr-only';
      el.setAttribute('role', 'status');
      el.setAttribute('aria-live', 'polite');
      document.body.appendChild(el);
    }
    return el;
  };
  W.announce = (text) => {
    const el = W.live();
    const said = (text || '').replace(/\s+/g, ' ').trim();
    if (!said) return;
    // the same words twice in a row are still read: clear first, then set
    el.textContent = '';
    setTimeout(() => { el.textContent = said; }, 30);
  };
  const counterWords = (t) => (t || '').trim().replace(/^(\d+)\s*\/\s*(\d+)$/, '$1 of $2');
  // each slider handle named, and speaking what the readout beside it shows
  W.nameControls = () => {
    document.querySelectorAll('#rendered_cells .noUi-handle').forEach((h) => {
      const cursor = h.closest('.whist-cursor');
      if (!h.hasAttribute('aria-label')) {
        const own = h.closest('.widget-slider');
        const lab = own && own.querySelector('.widget-label');
        h.setAttribute('aria-label', cursor ? t('step', 'Step') : (lab && lab.textContent.trim()) || t('value', 'Value'));
      }
      const readout = cursor && cursor.querySelector('.whist-position');
      if (readout) {
        const words = counterWords(readout.textContent);
        if (words && h.getAttribute('aria-valuetext') !== words) h.setAttribute('aria-valuetext', words);
      }
    });
    // course links stay in this tab (the renderer marks links it thinks foreign _blank)
    document.querySelectorAll('#rendered_cells a[target="_blank"][href]').forEach((a) => {
      const raw = a.getAttribute('href');
      if (/\.ipynb(#|$|\?)/.test(raw) && (!/^[a-z][a-z0-9+.-]*:/i.test(raw) || a.host === location.host)) {
        a.target = '_self';
        a.removeAttribute('rel');
      }
    });
  };
  // what a change says: the step (if its readout moved) and the message of that widget
  const SPOKEN = '.whist-message, .whist-feedback, .whist-result, .whist-status, .whist-exercise-title,'
    + ' .whist-exercise-goal, .whist-exercise-ending, .whist-quiz-progress, .whist-question';
  W.pending = W.pending || new Set();
  W.speak = () => {
    const els = Array.from(W.pending).filter((el) => el.isConnected);
    W.pending.clear();
    // the step first, then what the widget says about it (document order within each)
    els.sort((a, b) => (a.matches('.whist-position') ? 0 : 1) - (b.matches('.whist-position') ? 0 : 1)
      || (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const parts = [];
    els.forEach((el) => {
      const text = el.textContent.replace(/\s+/g, ' ').trim();
      if (!text || el.dataset.whistSaid === text || getComputedStyle(el).display === 'none') return;
      el.dataset.whistSaid = text;
      parts.push(el.matches('.whist-position') ? `Step ${counterWords(text)}.` : text);
    });
    if (parts.length) W.announce(parts.join(' '));
  };
  // focus stays with the learner: a control that is disabled or replaced under the
  // focus hands it to the widget's next useful control, never to the page body
  const USEFUL = ['button.whist-next-question', 'button.whist-next-exercise', 'button.whist-continue',
    'button.whist-choice', 'button.whist-card', 'button.whist-next', 'button.whist-prev', 'button'];
  W.keepFocus = () => {
    const lost = W.focused;
    if (!lost) return;
    const active = document.activeElement;
    // (Chrome moves the focus off a disabled control only at its next frame)
    if (active && active !== document.body && active !== document.documentElement
        && !active.disabled) return;
    if (lost.el.isConnected && !lost.el.disabled) return;
    // only as the answer to the learner's own click or key (a kernel may be slow)
    if (Date.now() - (W.lastAction || 0) > 15000) { W.focused = null; return; }
    const root = lost.root && lost.root.isConnected ? lost.root : null;
    if (!root) return;
    let target = null;
    if (!lost.el.isConnected) {  // the same control drawn anew (a new question, a new hand)
      const same = Array.from(lost.el.classList).find((c) => /^whist-(choice-\d+|card-\w+)$/.test(c));
      if (same) target = root.querySelector(`button.${same}:not(:disabled)`);
    }
    lost.since = lost.since || Date.now();
    const open = (sel) => Array.from(root.querySelectorAll(sel)).find((b) => !b.disabled
      && b.getBoundingClientRect().width > 0);
    for (const sel of USEFUL.slice(0, -1)) {
      if (target) break;
      target = open(sel);
    }
    if (!target) {
      // the widget's main button may be about to open ("Next question" comes a moment
      // after the answers close): wait for it a little before any other button
      const main = root.querySelector(USEFUL.slice(0, 3).join(', '));
      if (main && main.disabled && Date.now() - lost.since < 2500) {
        setTimeout(W.keepFocus, 300);
        return;
      }
      target = open('button');
    }
    if (target) { target.focus(); W.focused = {el: target, root, t: Date.now()}; }
  };
  if (!W.a11y) {
    W.a11y = true;
    W.live();
    W.interacted = false;
    const touched = () => { W.interacted = true; W.lastAction = Date.now(); };
    document.addEventListener('keydown', touched, true);
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('focusin', (e) => {
      const root = e.target.closest && e.target.closest('.whist-root, .jupyter-widgets');
      W.focused = root ? {el: e.target, root: e.target.closest('.whist-root') || root, t: Date.now()} : null;
    }, true);
    const timers = {};
    const settle = (key, fn, wait, maxWait) => {
      const t = timers[key] || (timers[key] = {timer: null, first: 0});
      if (!t.timer) t.first = Date.now();
      clearTimeout(t.timer);
      const run = () => { t.timer = null; fn(); };
      t.timer = setTimeout(run, Math.max(0, Math.min(wait, t.first + maxWait - Date.now())));
    };
    const watchAll = new MutationObserver((records) => {
      if (W.interacted) {
        for (const r of records) {
          const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
          const said = node && node.closest && node.closest('.whist-root')
            && (node.closest(SPOKEN) || node.closest('.whist-position'));
          if (said) W.pending.add(said);
        }
        if (W.pending.size) settle('speak', W.speak, 250, 800);
      }
      // once the widget has settled (one click's changes come as several messages), but
      // never later than maxWait while a widget keeps changing (a picture drawn ahead)
      settle('focus', W.keepFocus, 150, 600);
      settle('names', W.nameControls, 60, 250);
      if (W.present()) settle('grow', W.growLabels, 120, 400);
    });
    const cellsRoot = document.getElementById('rendered_cells') || document.body;
    watchAll.observe(cellsRoot, {childList: true, subtree: true, characterData: true,
      attributes: true, attributeFilter: ['disabled', 'aria-valuenow']});
    W.nameControls();
  }
  document.querySelectorAll('.whist-home[data-whist]').forEach((home) => {
    const info = JSON.parse(home.dataset.whist || '{}');
    if (info.words) W.words = info.words;
  });
  // this frame: the toggle, the progress marks, the sticky "next lesson"
  document.querySelectorAll('.whist-lesson-nav:not([data-wired])').forEach((nav) => {
    nav.dataset.wired = '1';
    const info = JSON.parse(nav.dataset.whist || '{}');
    if (info.words) W.words = info.words;
    const top = nav.classList.contains('whist-nav-top');
    if (top) {
      W.mark(info.lesson, 1);
      const toggle = nav.querySelector('.whist-present-toggle');
      if (toggle) toggle.addEventListener('click', () => W.setPresent(!W.present()));
      W.setPresent(!!load(PRESENT, false));
      const here = nav.querySelector('.whist-progress-here');
      if (here && (W.progress()[info.lesson] || 0) >= 2) here.textContent = t('readBefore', '\u2713 read before');
    }
    if (!('IntersectionObserver' in window)) return;
    const sticky = document.querySelector('.whist-sticky-next');
    W.seen = W.seen || {};
    new IntersectionObserver((entries) => {
      for (const en of entries) W.seen[top ? 'top' : 'end'] = en.isIntersecting;
      if (!top && W.seen.end) W.mark(info.lesson, 2);
      if (sticky) sticky.classList.toggle('is-shown', W.seen.top === false && !W.seen.end);
    }).observe(nav);
  });
  W.showMarks();
})();
