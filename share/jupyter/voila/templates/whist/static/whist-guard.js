/* Never a silent failure: when part of a lesson does not arrive (a cell that failed or
   timed out on a busy server, a widget that cannot be drawn or is still missing long
   after the page loaded, a lesson stopped by the server), the learner is told in plain
   words and offered "Try again" (a reload gives a fresh copy of the lesson). */
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
  const MESSAGES = {
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
    button.textContent = "Try again";
    button.addEventListener("click", () => window.location.reload());
    box.append(text, button);
    document.body.prepend(box);
    return box;
  }

  function say(kind, on) {
    if (on) shown.add(kind); else shown.delete(kind);
    const order = ["stopped", "offline", "failed", "slow"];
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

  window.whistGuard = {check, alive, messages: MESSAGES};
  window.addEventListener("DOMContentLoaded", () => {
    setInterval(check, EVERY_MS);
    setInterval(alive, ALIVE_MS);
  });
})();
