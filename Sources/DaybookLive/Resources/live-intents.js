// Daybook's live pages: the page's intents, sent over the channel (see live-channel.js) instead
// of loading a page while it is open, and a todo renamed in its row.

// MARK: - Intents from the page

function listenForIntents() {
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

  document.addEventListener('input', function (event) {
    if (!event.isComposing) typed(event);
  });
  document.addEventListener('compositionend', typed);
}

// What is typed, as it is typed; while an input method composes a word, its steps are not
// what the visitor means (ぎゅ, 牛, 牛乳): the word is sent when the composition ends.
function typed(event) {
  var field = event.target;
  if (field.matches && field.matches('input[data-intent]')) send(field.dataset.intent, { text: field.value });
}

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
