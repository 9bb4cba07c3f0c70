// Keyboard triage of the review queue (docs/UI.md). Progressive enhancement only: without this file
// the queue works with its radio buttons and forms. Keys act when the focus is not in a form field:
// j/k next/previous, c/f/e confirm/false positive/escalate (then type the reason, Enter records it),
// Enter opens the selected finding, Esc leaves the decision form.
(function () {
  'use strict';
  var DECISIONS = { c: 'confirmed', f: 'false_positive', e: 'escalated' };
  var index = 0;

  function rows() { return Array.prototype.slice.call(document.querySelectorAll('#queue-table tbody tr')); }

  function select(i, focus) {
    var all = rows();
    if (!all.length) return;
    index = Math.max(0, Math.min(i, all.length - 1));
    // The row's radio button carries the selection for assistive technology; the class shows it.
    all.forEach(function (r, n) { r.classList.toggle('selected', n === index); });
    var row = all[index];
    var radio = row.querySelector('input[type=radio][name=target]');
    if (radio) radio.checked = true;
    if (focus !== false) row.focus();
  }

  function inField(el) { return el && /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(el.tagName) && el.type !== 'radio' && el.type !== 'checkbox'; }

  document.addEventListener('keydown', function (ev) {
    if (!document.getElementById('queue-table') || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === 'Escape' && inField(document.activeElement)) { select(index); ev.preventDefault(); return; }
    if (inField(document.activeElement)) return;
    var all = rows();
    if (ev.key === 'j') { select(index + 1); ev.preventDefault(); }
    else if (ev.key === 'k') { select(index - 1); ev.preventDefault(); }
    else if (ev.key === 'Enter' && all[index] && (document.activeElement === all[index] || document.activeElement === document.body || document.activeElement === document.getElementById('main'))) {
      window.location.href = all[index].getAttribute('data-href'); ev.preventDefault();
    } else if (DECISIONS[ev.key]) {
      var status = document.getElementById('review_status');
      var reason = document.getElementById('reason');
      if (!status || !reason) return;
      select(index, false);
      status.value = DECISIONS[ev.key];
      reason.focus();
      ev.preventDefault();
    }
  });

  // Clicking a row selects it (links inside still work).
  document.addEventListener('click', function (ev) {
    var row = ev.target.closest && ev.target.closest('#queue-table tbody tr');
    if (row) select(rows().indexOf(row), false);
  });

  // An in-place post that was refused (400 reason missing, 403, 401 session ended): show the server's
  // error page itself, as a post without JavaScript would.
  document.addEventListener('htmx:responseError', function (ev) {
    var xhr = ev.detail && ev.detail.xhr;
    if (!xhr || !xhr.responseText) return;
    document.open();
    document.write(xhr.responseText);
    document.close();
  });

  function start() { if (document.getElementById('queue-table')) select(0); }
  document.addEventListener('DOMContentLoaded', start);
  // After htmx swapped the queue in (a decision was recorded), start again at the top.
  document.addEventListener('htmx:afterSwap', function () {
    index = 0;
    start();
    var empty = document.getElementById('queue-empty');
    if (empty) { empty.setAttribute('tabindex', '-1'); empty.focus(); }
  });
})();
