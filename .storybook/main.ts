// SPDX-License-Identifier: Apache-2.0
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The library build settings in vite.config.ts (lib mode, externals) are not for Storybook.
  async viteFinal(config) {
    if (config.build) {
      delete config.build.lib;
      delete (config.build as Record<string, unknown>).rolldownOptions;
    }
    return config;
  },
};
export default config;
