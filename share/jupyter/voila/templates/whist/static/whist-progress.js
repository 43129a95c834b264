/* A page that answers at once: the lesson's text is shown as soon as it arrives (not
   only once every cell has run), with a slim bar saying the lesson is being prepared and
   how far (a polite status for screen readers). With Voila's progressive rendering each
   code cell holds a skeleton until its outputs come; the bar counts them. */
(function () {
  "use strict";
  let total = 0;
  // in the page's language (<html lang>: the Russian edition's is "ru")
  const RUSSIAN = document.documentElement.lang === "ru";
  const say = RUSSIAN
    ? {parts: (ready, all) => `Готовим рисунки и упражнения урока\u2026 готово ${ready} из ${all}`,
       lesson: "Готовим урок\u2026"}
    : {parts: (ready, all) => `Preparing the lesson\u2019s pictures and exercises\u2026 ${ready} of ${all} ready`,
       lesson: "Preparing the lesson\u2026"};
  function bar() {
    let el = document.getElementById("whist-preparing");
    if (!el) {
      el = document.createElement("div");
      el.id = "whist-preparing";
      el.setAttribute("role", "status");
      el.setAttribute("aria-live", "polite");
      document.body.prepend(el);
    }
    return el;
  }
  function update() {
    const cells = document.getElementById("rendered_cells");
    if (!cells || !document.body) return false;
    const waiting = document.querySelectorAll("#rendered_cells .voila-skeleton-container").length;
    const loading = document.getElementById("loading");
    total = Math.max(total, waiting);
    const el = bar();
    if (waiting) {
      const ready = total - waiting;
      el.textContent = say.parts(ready, total);
      el.hidden = false;
    } else if (loading) {
      el.textContent = say.lesson;
      el.hidden = false;
    } else {
      el.textContent = "";
      el.hidden = true;
      return true;
    }
    return false;
  }
  window.whistProgress = {update};
  // from the first streamed bytes on (DOMContentLoaded comes only once every cell has run)
  const timer = setInterval(() => { if (update()) clearInterval(timer); }, 200);
})();
