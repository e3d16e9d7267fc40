// SPDX-License-Identifier: Apache-2.0
import 'tool-call-elements/define.js';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
