/* Never a silent failure: when part of a lesson does not arrive (a cell that failed or
   timed out on a busy server, a widget that cannot be drawn or is still missing long
   after the page loaded, a lesson stopped by the server), the learner is told in plain
   words and offered "Try again" (a reload gives a fresh copy of the lesson).
   The lesson's kernel is watched on its websocket: a kernel that died (and that Jupyter
   restarted empty under the same id) or that the server shut down is noticed within
   seconds, not at the next minute's check. A file chosen for an upload box that is
   larger than a hand record can be is refused on the page, with a message, before it
   is sent (a file over the websocket's message cap would close the socket). */
(function () {
  "use strict";
  const config = window.whistGuardConfig || {};
  const SLOW_MS = config.slowAfterMs || 30000;
  const EVERY_MS = config.checkEveryMs || 2000;
  const ALIVE_MS = config.aliveEveryMs || 60000;
  const FAILED_TEXTS = ["There was an error when executing cell", "Cell execution timed out"];
  // What the widget renderer writes when a widget's model never reached the page
  // ("Error displaying widget: model not found") or could not be drawn.
  const WIDGET_FAILED = "Error displaying widget";
  const UPLOAD_MAX = config.uploadMaxBytes || 200000;
  // in the page's language (<html lang>, from the notebook: the Russian edition's is "ru")
  const RUSSIAN = document.documentElement.lang === "ru";
  const MESSAGES = RUSSIAN ? {
    restarted: "Урок остановился на сервере уроков, его нужно открыть снова.",
    failed: "Часть урока не удалось показать.",
    slow: "Часть урока загружается очень долго.",
    stopped: "Урок остановлен после долгого перерыва, или сервер уроков перезапущен.",
    offline: "Сервер уроков недоступен.",
  } : {
    restarted: "This lesson stopped on the lesson server and has to be opened again.",
    failed: "Part of this lesson could not be shown.",
    slow: "Part of this lesson is taking a long time to load.",
    stopped: "This lesson was stopped after a long pause, or the lesson server restarted.",
    offline: "The lesson server cannot be reached.",
  };
  let finishedAt = null;
  const shown = new Set();

  function banner() {
    let box = document.querySelector(".whist-load-banner");
    if (box) return box;
    box = document.createElement("div");
    box.className = "whist-load-banner";
    box.setAttribute("role", "alert");
    const text = document.createElement("span");
    text.className = "whist-load-text";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "whist-retry";
    button.textContent = RUSSIAN ? "Попробовать ещё раз" : "Try again";
    button.addEventListener("click", () => window.location.reload());
    box.append(text, button);
    document.body.prepend(box);
    return box;
  }

  function say(kind, on) {
    if (on) shown.add(kind); else shown.delete(kind);
    const order = ["stopped", "restarted", "offline", "failed", "slow"];
    const kinds = order.filter((k) => shown.has(k));
    const existing = document.querySelector(".whist-load-banner");
    if (!kinds.length) {
      if (existing) existing.remove();
      return;
    }
    const box = banner();
    box.dataset.problem = kinds[0];
    box.querySelector(".whist-load-text").textContent =
      MESSAGES[kinds[0]] + " Press \u201cTry again\u201d to reload the page.";
  }

  function markFailed(output) {
    if (output.dataset.whistFailed) return;
    output.dataset.whistFailed = "1";
    output.classList.add("whist-output-failed");
    const note = document.createElement("div");
    note.className = "whist-load-problem";
    note.textContent = MESSAGES.failed;
    output.parentElement.insertBefore(note, output);
  }

  function check() {
    if (!finishedAt) {
      const cells = document.getElementById("rendered_cells");
      if (document.getElementById("loading") || !cells || cells.style.display === "none") {
        return;
      }
      finishedAt = Date.now();
    }
    let failed = false;
    for (const out of document.querySelectorAll(".jp-OutputArea-output")) {
      const text = out.textContent || "";
      const broken = out.querySelector(".jupyter-widgets-error-widget") ||
        text.trim().startsWith(WIDGET_FAILED) ||
        (out.matches('[data-mime-type="application/vnd.jupyter.stderr"]') &&
         FAILED_TEXTS.some((t) => text.includes(t)));
      if (broken) { markFailed(out); failed = true; }
    }
    say("failed", failed);
    const waiting = Array.from(document.querySelectorAll(".jp-OutputArea-output"))
      .some((out) => out.children.length === 0 && out.textContent.trim() === "Loading widget...");
    say("slow", waiting && Date.now() - finishedAt > SLOW_MS);
  }

  function kernelId() {
    const data = document.getElementById("jupyter-config-data");
    try { return data ? JSON.parse(data.textContent).kernelId : null; } catch (e) { return null; }
  }

  async function alive() {
    const id = kernelId();
    // Only a page with widgets needs its kernel (one without is culled when idle).
    if (!id || !config.kernelsUrl || !document.querySelector(".jupyter-widgets")) return;
    try {
      const reply = await fetch(config.kernelsUrl + id, {credentials: "same-origin",
                                                          cache: "no-store"});
      say("offline", false);
      say("stopped", reply.status === 404);
    } catch (e) {
      say("offline", true);
    }
  }

  // --- the kernel's websocket: a restart or death is told at once ------------------

  /* The kernel status a websocket message carries ("idle", "restarting", "dead"...), or
     null: JSON text, or the binary v1 protocol (offsets, then channel, header, parent
     header, metadata, content); only status messages are decoded past their header. */
  function kernelStatus(data) {
    try {
      let header, content;
      if (typeof data === "string") {
        if (!data.includes('"status"')) return null;
        const msg = JSON.parse(data);
        header = msg.header; content = msg.content;
      } else if (data instanceof ArrayBuffer) {
        const view = new DataView(data);
        const count = Number(view.getBigUint64(0, true));
        if (count < 6) return null;
        const at = (i) => Number(view.getBigUint64(8 * (i + 1), true));
        const text = (i) => new TextDecoder().decode(new Uint8Array(data, at(i), at(i + 1) - at(i)));
        if (text(0) !== "iopub") return null;
        header = JSON.parse(text(1));
        if (!header || header.msg_type !== "status") return null;
        content = JSON.parse(text(4));
      } else {
        return null;
      }
      return header && header.msg_type === "status" && content ? content.execution_state : null;
    } catch (e) {
      return null;
    }
  }

  function watchKernel(socket) {
    socket.addEventListener("message", (event) => {
      const state = kernelStatus(event.data);
      if (state === "restarting" || state === "dead") say("restarted", true);
    });
    // a closed websocket: is the kernel still there? (the page tries to reconnect)
    socket.addEventListener("close", () => setTimeout(alive, 1500));
  }

  const NativeSocket = window.WebSocket;
  if (NativeSocket && !NativeSocket.whistWatched) {
    class WatchedSocket extends NativeSocket {
      constructor(...args) {
        super(...args);
        if (/\/api\/kernels\/[^/]+\/channels/.test(String(args[0]))) watchKernel(this);
      }
    }
    WatchedSocket.whistWatched = true;
    window.WebSocket = WatchedSocket;
  }

  // --- uploads: a file too large for a hand record is refused on the page ----------

  let lastUpload = null;   // the upload button last pressed (its file box is not in the page)
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest(".widget-upload");
    if (button) lastUpload = button;
  }, true);

  function sizeText(bytes) {
    return bytes >= 1e6 ? (bytes / 1e6).toFixed(1) + " MB" : Math.ceil(bytes / 1e3) + " kB";
  }

  function uploadNote(button, text) {
    const row = button && button.parentElement;
    let note = row && row.querySelector(".whist-upload-refused");
    if (!text) { if (note) note.remove(); return; }
    if (!row) return;
    if (!note) {
      note = document.createElement("div");
      note.className = "whist-upload-refused";
      note.setAttribute("role", "alert");
      button.after(note);
    }
    note.textContent = text;
  }

  /* Check a file box's files before the widget reads and sends them. */
  function refuseLarge(input) {
    const files = Array.from(input.files || []);
    const big = files.find((f) => f.size > UPLOAD_MAX);
    if (!big) { uploadNote(lastUpload, ""); return false; }
    uploadNote(lastUpload, "\u201c" + big.name + "\u201d is " + sizeText(big.size) +
      ": a saved hand is at most " + sizeText(UPLOAD_MAX) +
      ". Choose a hand record (a .json file).");
    input.value = "";
    return true;
  }

  const nativeListen = HTMLInputElement.prototype.addEventListener;
  if (!nativeListen.whistWatched) {
    const listen = function (type, listener, options) {
      if (type === "change" && this.type === "file" && listener) {
        const inner = listener;
        const checked = function (event) {
          if (refuseLarge(this)) { event.stopImmediatePropagation(); return undefined; }
          return typeof inner === "function" ? inner.call(this, event) : inner.handleEvent(event);
        };
        return nativeListen.call(this, type, checked, options);
      }
      return nativeListen.call(this, type, listener, options);
    };
    listen.whistWatched = true;
    HTMLInputElement.prototype.addEventListener = listen;
  }

  window.whistGuard = {check, alive, kernelStatus, messages: MESSAGES,
                       uploadMaxBytes: UPLOAD_MAX};
  window.addEventListener("DOMContentLoaded", () => {
    setInterval(check, EVERY_MS);
    setInterval(alive, ALIVE_MS);
  });
})();
