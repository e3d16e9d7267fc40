// SPDX-License-Identifier: Apache-2.0
import 'tool-call-elements/define.js';
import { useState } from 'react';
import type { LocationOpenEvent, PermissionRespondEvent } from 'tool-call-elements';
import { createToolCallStore } from 'tool-call-elements/state';
import { labelOf, locationOf, responseTo, untilFirstPermission } from '../../shared/recording';

// One store for the page, fed outside React: the elements re-render from it themselves.
const store = createToolCallStore();
for (const { message, from, receivedAt } of untilFirstPermission) store.dispatch(message, { from, receivedAt });

export function App() {
  const [answers, setAnswers] = useState<string[]>([]);
  const [lastLocation, setLastLocation] = useState('');

  const onRespond = (event: PermissionRespondEvent) => {
    store.dispatch(responseTo(event.detail), { from: 'client' });
    setAnswers((previous) => [...previous, labelOf(event.detail)]);
  };
  const onOpen = (event: LocationOpenEvent) => setLastLocation(locationOf(event.detail));

  return (
    <main>
      <h1>A recorded session</h1>
      <p>
        Last opened location: <output id="last-location">{lastLocation}</output>
      </p>
      <p>
        Permission answers: <output id="answers">{answers.join(', ')}</output>
      </p>
      {/* React 19 sets `store` as a property and listens to `permission-respond` for `onpermission-respond`. */}
      <tool-call-list store={store} onpermission-respond={onRespond} onlocation-open={onOpen} />
    </main>
  );
}
