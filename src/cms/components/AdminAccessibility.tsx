'use client'
// What Payload's own admin leaves unnamed, named (docs/decisions/lead-desk.md, "The admin passes axe"). Payload 3.90
// renders a select box's inner input (react-select) and a date field's input without a label of their own (the
// field's label points at the wrapper, not the input), a date field's clear button and the document's "more" button
// as icons without a name, the select boxes' arrow and clear buttons focusable inside `aria-hidden`, the document
// tabs as a list of links with no list items, a list's row check boxes with an empty name, an array row's drag handle
// and a list's page arrows without a name, and no `<main>` landmark. None of these has a configuration switch,
// and node_modules is never edited. This provider, registered once in the admin (`admin.components.providers`),
// watches the page and adds what is missing from what the screen already shows: the field's own label, "Clear
// <field label>", "More actions", the main landmark on the content's wrapper; the hidden arrow and clear buttons
// leave the tab order (the select's own input opens, moves through and clears it from the keyboard). It only adds
// attributes Payload leaves empty, so a later Payload that names them itself wins.
import { useEffect, type ReactNode } from 'react'

/** The visible label of the field around `element` ("Status", "Assigned to"), without the required star. */
function fieldLabel(element: Element): string | null {
  const field = element.closest('.field-type, .date-time-field, .field')
  const label = field?.querySelector('label.field-label, .field-label')
  const text = label?.textContent?.replace(/\*/g, '').trim()
  return text || null
}

const named = (element: Element) =>
  element.hasAttribute('aria-label') || (element.hasAttribute('aria-labelledby') && element.getAttribute('aria-labelledby') !== '')

function nameWhatPayloadLeavesUnnamed(root: ParentNode) {
  for (const input of root.querySelectorAll('.react-select input, .react-datepicker__input-container input')) {
    if (named(input) || (input.id && document.querySelector(`label[for="${CSS.escape(input.id)}"]`))) continue
    input.setAttribute('aria-label', fieldLabel(input) ?? 'Choose an option')
  }
  for (const indicator of root.querySelectorAll('.react-select [aria-hidden="true"]:is(button, [tabindex="0"])')) {
    if (indicator.getAttribute('tabindex') !== '-1') indicator.setAttribute('tabindex', '-1')
  }
  for (const button of root.querySelectorAll('.popup-button')) {
    if (named(button) || button.textContent?.trim()) continue
    button.setAttribute('aria-label', 'More actions')
  }
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs:not([role])')) {
    // Its children are links, not list items: a list with no items reads wrongly; it is a row of links.
    if (![...list.children].some((child) => child.tagName === 'LI')) list.setAttribute('role', 'none')
  }
  for (const button of root.querySelectorAll('.date-time-picker__clear-button')) {
    if (named(button)) continue
    const label = fieldLabel(button)
    button.setAttribute('aria-label', label ? `Clear ${label}` : 'Clear the date')
  }
  // A list's check boxes: Payload gives them an empty aria-label. Each row's says whose row it is ("Select Question
  // 12"), the heading's what it selects.
  for (const box of root.querySelectorAll<HTMLInputElement>('.select-row input[type="checkbox"], .select-all input[type="checkbox"]')) {
    if (box.getAttribute('aria-label')?.trim()) continue
    const row = box.closest('tr')
    const title = row?.querySelector('td:not(.cell-_select) a, td:not(.cell-_select)')?.textContent?.trim()
    const label = box.closest('.select-all') ? 'Select every row on this page' : title ? `Select ${title}` : 'Select this row'
    box.setAttribute('aria-label', label)
    box.removeAttribute('aria-labelledby')
  }
  // An array field's rows (a client company's contacts): the drag handle is a button without a name.
  for (const handle of root.querySelectorAll('.collapsible__drag')) {
    if (named(handle) || handle.textContent?.trim()) continue
    handle.setAttribute('aria-label', 'Drag to reorder')
  }
  // A list's page arrows (a list longer than a page, such as the FAQs): icon buttons without a name.
  for (const arrow of root.querySelectorAll('.clickable-arrow')) {
    if (named(arrow) || arrow.textContent?.trim()) continue
    arrow.setAttribute('aria-label', arrow.classList.contains('clickable-arrow--left') ? 'Previous page' : 'Next page')
  }
  if (!document.querySelector('main, [role="main"]')) {
    document.querySelector('.template-default__wrap, .template-minimal__wrap')?.setAttribute('role', 'main')
  }
}

export function AdminAccessibility({ children }: { children?: ReactNode }) {
  useEffect(() => {
    nameWhatPayloadLeavesUnnamed(document)
    // Says the names are in place (the browser tests' axe checks wait for it: before hydration they are not yet).
    document.documentElement.setAttribute('data-admin-named', '')
    // At once, in the observer's microtask: before the browser paints and before any other script reads the page.
    const observer = new MutationObserver(() => nameWhatPayloadLeavesUnnamed(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
