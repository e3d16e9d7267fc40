// SPDX-License-Identifier: Apache-2.0
import 'tool-call-elements/define.js';
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
