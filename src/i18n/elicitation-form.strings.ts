// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of elicitation-form, in English, Simplified Chinese and Traditional Chinese, reached through
 * `translationFor(lang).elicitation` (LocaleController's `t.elicitation`). The element brings them
 * when it loads (provideStrings).
 */
export interface ElicitationFormStrings {
  /** Heading of a form-mode request. */
  heading: string;
  /** Heading of a URL-mode request. */
  urlHeading: string;
  accept: string;
  decline: string;
  cancel: string;
  /** URL mode's accept button. */
  open: (host: string) => string;
  /** Under the open button. */
  opensInNewTab: string;
  /** Marks a required field's label. */
  required: string;
  /** The empty choice of a single-select field. */
  choose: string;
  /** Label of the URL's host. */
  site: string;
  /** The host has an internationalised (punycode) label. */
  punycode: string;
  /** Why a URL will not open. */
  refused: { invalid: string; scheme: (scheme: string) => string; insecure: string };
  /** A mode this client does not know. */
  unsupportedMode: (mode: string) => string;
  /** A field whose type the form cannot show. */
  unsupportedField: (type: string) => string;
  /** Shown when Accept finds problems. */
  fixErrors: (count: number) => string;
  errors: {
    required: string;
    minLength: (n: number) => string;
    maxLength: (n: number) => string;
    pattern: string;
    email: string;
    uri: string;
    date: string;
    dateTime: string;
    number: string;
    integer: string;
    minimum: (n: number) => string;
    maximum: (n: number) => string;
    minItems: (n: number) => string;
    maxItems: (n: number) => string;
    option: string;
    unsupported: string;
  };
  /** What happened, once settled. */
  answered: { accept: string; decline: string; cancel: string };
  waiting: string;
  completed: string;
  answeredElsewhere: string;
  cancelled: string;
  cancelling: string;
  failed: string;
  /** Announced when a request appears. */
  announce: (message: string) => string;
}

export const elicitationStrings: Record<'en' | 'zh-CN' | 'zh-TW', ElicitationFormStrings> = {
  en: {
    heading: 'Input requested',
    urlHeading: 'Action needed in your browser',
    accept: 'Accept',
    decline: 'Decline',
    cancel: 'Cancel',
    open: (host) => `Open ${host}`,
    opensInNewTab: 'Opens in a new tab.',
    required: 'required',
    choose: 'Choose…',
    site: 'Site',
    punycode: 'This address uses international characters that can imitate another site’s name. Check it before you continue.',
    refused: {
      invalid: 'This is not a valid address; it will not be opened.',
      scheme: (scheme) => `Addresses of type “${scheme}:” are never opened.`,
      insecure: 'Only secure (https) addresses are opened, or http on this computer.',
    },
    unsupportedMode: (mode) => `This client cannot show requests of type “${mode}”.`,
    unsupportedField: (type) => `Fields of type “${type}” cannot be shown here.`,
    fixErrors: (count) => (count === 1 ? '1 field needs attention.' : `${count} fields need attention.`),
    errors: {
      required: 'This field is required.',
      minLength: (n) => `Enter at least ${n} ${n === 1 ? 'character' : 'characters'}.`,
      maxLength: (n) => `Enter at most ${n} ${n === 1 ? 'character' : 'characters'}.`,
      pattern: 'The value does not have the expected form.',
      email: 'Enter an email address, like name@example.com.',
      uri: 'Enter a full address, like https://example.com.',
      date: 'Enter a date.',
      dateTime: 'Enter a date and time.',
      number: 'Enter a number.',
      integer: 'Enter a whole number.',
      minimum: (n) => `Enter ${n} or more.`,
      maximum: (n) => `Enter ${n} or less.`,
      minItems: (n) => `Choose at least ${n}.`,
      maxItems: (n) => `Choose at most ${n}.`,
      option: 'Choose one of the options.',
      unsupported: 'This required field cannot be filled in here.',
    },
    answered: { accept: 'You submitted this.', decline: 'You declined.', cancel: 'You cancelled.' },
    waiting: 'Opened in your browser. Waiting for the agent to hear it is done…',
    completed: 'Done.',
    answeredElsewhere: 'Answered elsewhere.',
    cancelled: 'Cancelled before an answer.',
    cancelling: 'Turn cancelled; withdrawing this request.',
    failed: 'No longer waiting: the answer could not be sent.',
    announce: (message) => `Input requested: ${message}`,
  },
  'zh-CN': {
    heading: '需要输入',
    urlHeading: '需要在浏览器中操作',
    accept: '接受',
    decline: '拒绝',
    cancel: '取消',
    open: (host) => `打开 ${host}`,
    opensInNewTab: '将在新标签页中打开。',
    required: '必填',
    choose: '请选择…',
    site: '网站',
    punycode: '此地址包含可冒充其他网站名称的国际字符。继续之前请仔细核对。',
    refused: {
      invalid: '这不是有效的地址，不会打开。',
      scheme: (scheme) => `“${scheme}:”类型的地址永远不会打开。`,
      insecure: '只打开安全（https）地址，或本机的 http 地址。',
    },
    unsupportedMode: (mode) => `此客户端无法显示“${mode}”类型的请求。`,
    unsupportedField: (type) => `此处无法显示“${type}”类型的字段。`,
    fixErrors: (count) => `${count} 个字段需要修改。`,
    errors: {
      required: '此字段为必填项。',
      minLength: (n) => `请至少输入 ${n} 个字符。`,
      maxLength: (n) => `最多输入 ${n} 个字符。`,
      pattern: '值的格式不符合要求。',
      email: '请输入电子邮件地址，例如 name@example.com。',
      uri: '请输入完整地址，例如 https://example.com。',
      date: '请输入日期。',
      dateTime: '请输入日期和时间。',
      number: '请输入数字。',
      integer: '请输入整数。',
      minimum: (n) => `请输入不小于 ${n} 的值。`,
      maximum: (n) => `请输入不大于 ${n} 的值。`,
      minItems: (n) => `请至少选择 ${n} 项。`,
      maxItems: (n) => `最多选择 ${n} 项。`,
      option: '请从选项中选择。',
      unsupported: '此必填字段无法在此处填写。',
    },
    answered: { accept: '你已提交。', decline: '你已拒绝。', cancel: '你已取消。' },
    waiting: '已在浏览器中打开。正在等待代理确认完成…',
    completed: '已完成。',
    answeredElsewhere: '已在别处回答。',
    cancelled: '在回答之前已取消。',
    cancelling: '回合已取消，正在撤回此请求。',
    failed: '不再等待：无法发送回答。',
    announce: (message) => `需要输入：${message}`,
  },
  'zh-TW': {
    heading: '需要輸入',
    urlHeading: '需要在瀏覽器中操作',
    accept: '接受',
    decline: '拒絕',
    cancel: '取消',
    open: (host) => `開啟 ${host}`,
    opensInNewTab: '將在新分頁中開啟。',
    required: '必填',
    choose: '請選擇…',
    site: '網站',
    punycode: '此位址包含可冒充其他網站名稱的國際字元。繼續之前請仔細核對。',
    refused: {
      invalid: '這不是有效的位址，不會開啟。',
      scheme: (scheme) => `「${scheme}:」類型的位址永遠不會開啟。`,
      insecure: '只開啟安全（https）位址，或本機的 http 位址。',
    },
    unsupportedMode: (mode) => `此用戶端無法顯示「${mode}」類型的要求。`,
    unsupportedField: (type) => `此處無法顯示「${type}」類型的欄位。`,
    fixErrors: (count) => `${count} 個欄位需要修改。`,
    errors: {
      required: '此欄位為必填。',
      minLength: (n) => `請至少輸入 ${n} 個字元。`,
      maxLength: (n) => `最多輸入 ${n} 個字元。`,
      pattern: '值的格式不符合要求。',
      email: '請輸入電子郵件地址，例如 name@example.com。',
      uri: '請輸入完整位址，例如 https://example.com。',
      date: '請輸入日期。',
      dateTime: '請輸入日期和時間。',
      number: '請輸入數字。',
      integer: '請輸入整數。',
      minimum: (n) => `請輸入不小於 ${n} 的值。`,
      maximum: (n) => `請輸入不大於 ${n} 的值。`,
      minItems: (n) => `請至少選擇 ${n} 項。`,
      maxItems: (n) => `最多選擇 ${n} 項。`,
      option: '請從選項中選擇。',
      unsupported: '此必填欄位無法在此處填寫。',
    },
    answered: { accept: '你已提交。', decline: '你已拒絕。', cancel: '你已取消。' },
    waiting: '已在瀏覽器中開啟。正在等待代理程式確認完成…',
    completed: '已完成。',
    answeredElsewhere: '已在別處回答。',
    cancelled: '在回答之前已取消。',
    cancelling: '回合已取消，正在撤回此要求。',
    failed: '不再等待：無法傳送回答。',
    announce: (message) => `需要輸入：${message}`,
  },
};
