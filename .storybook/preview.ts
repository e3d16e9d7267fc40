// SPDX-License-Identifier: Apache-2.0
import type { Preview } from '@storybook/web-components-vite';

const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
