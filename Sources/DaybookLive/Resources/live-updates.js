// Daybook's live pages: what the server sends, applied to the page (see live-channel.js). A part
// replaces the content of the element of its id, a list is brought to the rows it names, keeping
// every row that did not change and the focus in it.

var deferredRows = {};  // row id → its newer HTML, held while its inline editor is open

// MARK: - Applying what the server sent

function apply(message) {
  if (message.parts) {
    for (var id in message.parts) replacePart(id, message.parts[id]);
  }
  if (message.lists) {
    for (var listID in message.lists) updateList(listID, message.lists[listID]);
  }
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
