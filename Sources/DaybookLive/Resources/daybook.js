// Daybook's one script: live pages, as progressive enhancement.
//
// Without it every page works as it is: forms post, links load pages. With it, a page whose
// <main> says `data-live` opens a WebSocket to /live and from then on:
//   - forms and links marked `data-intent` send their intent over the socket instead of loading
//     a page (a search field sends what is typed, at each keystroke; the server waits for a pause);
//   - the server answers with the parts of the page its view model changed, rendered by the same
//     HTML views as the pages: a part (`parts`) replaces the element of that id, a list (`lists`)
//     is brought to the rows it names, keeping every row that did not change (and the focus in it);
//   - the address follows what is shown (`url`), so a reload or a shared link shows the same;
//   - a row the server names (`reveal`: the todo just added) is marked and scrolled into view;
//   - a page whose session ended is told so (`signedOut`, then close code 4401): it shows why,
//     stops coming back, and its forms post as without the script, to a sign-in that keeps them.
// A search field sends nothing while an input method composes (Japanese, Chinese, Korean): the
// word is sent once it is composed.
// When the socket is down (no network, a server restart) the page works as without the script,
// and the socket comes back by itself, with a growing pause, and shows the current state.
(function () {
  'use strict';

  var main = document.querySelector('main[data-live]');
  var token = document.querySelector('meta[name="daybook-token"]');
  if (!main || !token || !('WebSocket' in window)) return;

  var socket = null;
  var isOpen = false;
  var failures = 0;
  var retryTimer = null;
  var nextIntent = 1;
  var waiting = {};       // intent number → what to do once the server has done it
  var deferredRows = {};  // row id → its newer HTML, held while its inline editor is open
  var signedOut = false;  // the session ended: the page stays as it is, without the socket
  var signedOutCode = 4401;

  function address() {
    var scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    return scheme + '//' + location.host + '/live?token=' + encodeURIComponent(token.content) +
      '&at=' + encodeURIComponent(location.pathname + location.search);
  }

  function connect() {
    retryTimer = null;
    if (socket || signedOut) return;
    try {
      socket = new WebSocket(address());
    } catch (error) {
      socket = null;
      retry();
      return;
    }
    socket.addEventListener('open', function () {
      isOpen = true;
      failures = 0;
      document.documentElement.classList.add('live');
    });
    socket.addEventListener('message', function (event) {
      var message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      apply(message);
    });
    socket.addEventListener('close', function (event) {
      // How the last connection ended (1001: the server stopped), for whoever looks.
      document.documentElement.dataset.liveClosed = String(event.code);
      socket = null;
      isOpen = false;
      waiting = {};
      document.documentElement.classList.remove('live');
      if (event.code === signedOutCode) signedOut = true;
      retry();
    });
  }

  // From half a second, doubling to half a minute, with jitter so a restarted server is not met
  // by every page at once; at once when the network comes back or the page is shown again.
  function retry() {
    if (retryTimer !== null || signedOut) return;
    failures += 1;
    var pause = Math.min(30000, 500 * Math.pow(2, Math.min(failures - 1, 6)));
    retryTimer = setTimeout(connect, pause * (0.5 + Math.random() / 2));
  }

  function reconnectNow() {
    if (socket) return;
    if (retryTimer !== null) clearTimeout(retryTimer);
    connect();
  }

  window.addEventListener('online', reconnectNow);
  window.addEventListener('pageshow', function (event) { if (event.persisted) reconnectNow(); });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') reconnectNow();
  });

  // Sends an intent; `done(ok)` runs once the server has carried it out. `false` when the
  // socket is down: the caller lets the form or link do what it does without the script.
  function send(intent, fields, done) {
    if (!isOpen || !socket || signedOut) return false;
    var message = { n: nextIntent++, do: intent };
    for (var key in fields) if (fields[key] !== undefined && fields[key] !== null) message[key] = String(fields[key]);
    if (done) waiting[message.n] = done;
    socket.send(JSON.stringify(message));
    return true;
  }

  // MARK: - Applying what the server sent

  function apply(message) {
    if (message.parts) {
      for (var id in message.parts) replacePart(id, message.parts[id]);
    }
    if (message.lists) {
      for (var listID in message.lists) updateList(listID, message.lists[listID]);
    }
    if (message.title) document.title = message.title;
    if (message.url && message.url !== location.pathname + location.search) {
      history.replaceState(history.state, '', message.url);
    }
    if (message.reveal) reveal(message.reveal);
    if (message.remember) {
      // What a page load would have remembered (a cookie the dashboard reads): asked for as
      // that page would be, without its body.
      fetch(message.remember, { method: 'HEAD', credentials: 'same-origin' }).catch(function () {});
    }
    (message.done || []).forEach(function (n) { settle(n, true); });
    (message.failed || []).forEach(function (n) { settle(n, false); });
    if (message.signedOut) endSession();
    if (message.navigate) location.assign(message.navigate);
  }

  // The row just added: marked as the address `#todo-ID` marks it without the script, and
  // brought into view without taking the focus from where the visitor types.
  function reveal(id) {
    var row = document.getElementById(id);
    if (!row) return;
    Array.prototype.forEach.call(document.querySelectorAll('.revealed'), function (other) {
      other.classList.remove('revealed');
    });
    row.classList.add('revealed');
    row.scrollIntoView({ block: 'nearest' });
  }

  function settle(n, ok) {
    var done = waiting[n];
    delete waiting[n];
    if (done) done(ok);
  }

  // The session ended: nothing more is sent, and the notice's sign-in comes back to the address
  // the page shows now (its search, its page), which may have moved since it connected.
  function endSession() {
    signedOut = true;
    Array.prototype.forEach.call(document.querySelectorAll('#flash-area a[href^="/signin?next="]'), function (link) {
      link.setAttribute('href', '/signin?next=' + encodeURIComponent(location.pathname + location.search));
    });
  }

  function fragment(html) {
    var template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  }

  // Where the focus is within `container`, as something that can be found again in new HTML:
  // the id, else the form's action and the control's name, else the link's address.
  function focusKey(container) {
    var focused = document.activeElement;
    if (!focused || focused === document.body || !container.contains(focused)) return null;
    if (focused.id) return '#' + CSS.escape(focused.id);
    var form = focused.closest('form');
    if (form && form.getAttribute('action')) {
      return 'form[action="' + CSS.escape(form.getAttribute('action')) + '"] ' +
        focused.tagName.toLowerCase() + (focused.name ? '[name="' + CSS.escape(focused.name) + '"]' : '');
    }
    if (focused.getAttribute('href')) return 'a[href="' + CSS.escape(focused.getAttribute('href')) + '"]';
    return null;
  }

  function restoreFocus(container, key) {
    if (!key || container.contains(document.activeElement)) return;
    var again = container.querySelector(key);
    if (again) again.focus({ preventScroll: true });
  }

  function replacePart(id, html) {
    var element = document.getElementById(id);
    if (!element) return;
    var key = focusKey(element);
    element.replaceChildren(fragment(html));
    restoreFocus(element, key);
  }

  // `list.order`: the ids of the rows, in order (absent: the same rows as before);
  // `list.rows`: the HTML of each row that is new or changed.
  function updateList(id, list) {
    var container = document.getElementById(id);
    if (!container) return;
    var key = focusKey(container);
    var existing = {};
    Array.prototype.forEach.call(container.children, function (row) { existing[row.id] = row; });
    var rows = list.rows || {};
    var order = list.order || Object.keys(existing);
    var previous = null;
    order.forEach(function (rowID) {
      var row = existing[rowID];
      delete existing[rowID];
      if (rows[rowID] !== undefined) {
        if (row && row.querySelector('form.rename')) {
          deferredRows[rowID] = rows[rowID];
        } else {
          var fresh = fragment(rows[rowID]).firstElementChild;
          // A row drawn again stays marked: the mark is the page's, not the server's HTML.
          if (row && row.classList.contains('revealed')) fresh.classList.add('revealed');
          if (row) row.replaceWith(fresh); else container.appendChild(fresh);
          row = fresh;
        }
      }
      if (!row) return;
      var wanted = previous ? previous.nextElementSibling : container.firstElementChild;
      if (wanted !== row) container.insertBefore(row, wanted);
      previous = row;
    });
    for (var gone in existing) existing[gone].remove();
    restoreFocus(container, key);
  }

  // MARK: - Intents from the page

  document.addEventListener('submit', function (event) {
    var form = event.target.closest('form[data-intent]');
    if (!form) return;
    var intent = form.dataset.intent;
    var field = form.querySelector('input[type="text"], input[type="search"]');
    var sent = send(intent, { id: form.dataset.id, text: field ? field.value : undefined }, function (ok) {
      if (!ok) { if (field) field.focus(); return; }
      if (intent === 'add' && field) { field.value = ''; field.focus({ preventScroll: true }); }
      if (intent === 'rename') closeEditor(form, true);
    });
    if (sent) event.preventDefault();
  });

  document.addEventListener('click', function (event) {
    var link = event.target.closest('a[data-intent]');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.dataset.intent === 'rename') {
      if (isOpen) { event.preventDefault(); openEditor(link); }
      return;
    }
    if (send(link.dataset.intent, { value: link.dataset.value })) event.preventDefault();
  });

  // What is typed, as it is typed; while an input method composes a word, its steps are not
  // what the visitor means (ぎゅ, 牛, 牛乳): the word is sent when the composition ends.
  function typed(event) {
    var field = event.target;
    if (field.matches && field.matches('input[data-intent]')) send(field.dataset.intent, { text: field.value });
  }
  document.addEventListener('input', function (event) {
    if (!event.isComposing) typed(event);
  });
  document.addEventListener('compositionend', typed);

  // MARK: - Renaming in place

  function openEditor(link) {
    var row = link.closest('li');
    var title = row && row.querySelector('.title');
    if (!row || !title || row.querySelector('form.rename')) return;
    var form = document.createElement('form');
    form.className = 'rename';
    form.method = 'post';
    form.action = '/todos/' + encodeURIComponent(link.dataset.id) + '/rename';
    form.dataset.intent = 'rename';
    form.dataset.id = link.dataset.id;
    var csrf = document.createElement('input');
    csrf.type = 'hidden';
    csrf.name = 'csrf';
    csrf.value = token.content;
    var field = document.createElement('input');
    field.type = 'text';
    field.name = 'title';
    field.required = true;
    field.autocomplete = 'off';
    field.value = title.textContent;
    field.setAttribute('aria-label', link.dataset.labelTitle || '');
    var save = document.createElement('button');
    save.type = 'submit';
    save.textContent = link.dataset.labelSave || 'Save';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'quiet';
    cancel.textContent = link.dataset.labelCancel || 'Cancel';
    cancel.addEventListener('click', function () { closeEditor(form, false); });
    field.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.preventDefault(); closeEditor(form, false); }
    });
    var buttons = document.createElement('span');
    buttons.className = 'buttons';
    buttons.append(save, cancel);
    form.append(csrf, field, buttons);
    title.hidden = true;
    row.classList.add('editing');
    title.after(form);
    field.focus();
    field.select();
  }

  function closeEditor(form, saved) {
    var row = form.closest('li');
    if (!row) return;
    form.remove();
    row.classList.remove('editing');
    var title = row.querySelector('.title');
    if (title) title.hidden = false;
    var newer = deferredRows[row.id];
    delete deferredRows[row.id];
    var edit = 'a[data-intent="rename"]';
    if (newer !== undefined) {
      var fresh = fragment(newer).firstElementChild;
      row.replaceWith(fresh);
      row = fresh;
    }
    var link = row.querySelector(edit);
    if (link && (!saved || document.activeElement === document.body)) link.focus({ preventScroll: true });
  }

  connect();
})();
