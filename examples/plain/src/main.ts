// SPDX-License-Identifier: Apache-2.0
import 'tool-call-elements/define.js';
import { createToolCallStore } from 'tool-call-elements/state';
import { labelOf, locationOf, responseTo, untilFirstPermission } from '../../shared/recording';

const store = createToolCallStore();
for (const { message, from, receivedAt } of untilFirstPermission) store.dispatch(message, { from, receivedAt });

const list = document.querySelector('tool-call-list')!;
const answers = document.querySelector<HTMLOutputElement>('#answers')!;
const lastLocation = document.querySelector<HTMLOutputElement>('#last-location')!;
list.store = store;

list.addEventListener('permission-respond', (event) => {
  store.dispatch(responseTo(event.detail), { from: 'client' });
  answers.value = [answers.value, labelOf(event.detail)].filter(Boolean).join(', ');
});
list.addEventListener('location-open', (event) => {
  lastLocation.value = locationOf(event.detail);
});
