// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of `<session-thread>`, in English, Simplified Chinese and Traditional Chinese. Reached
 * through `translationFor(lang).thread` (LocaleController's `t.thread`).
 */
export interface SessionThreadStrings {
  /** Accessible name of the feed. */
  label: string;
  empty: string;
  /** `session/load` is replaying the session's history. */
  loading: string;
  /** The session was resumed (`session/resume`): the agent sent no history. */
  resumed: string;
  /** `session/close` succeeded: the agent freed the session. */
  closed: string;
  /** Under a prompt: put the files back as they were before it. */
  restoreToHere: string;
  /** Next to it: how many files it would put back. */
  restoreHint: (files: number) => string;
  /** The confirmation above the list of files. */
  restoreConfirm: (files: number) => string;
  restore: string;
  cancelRestore: string;
  /** Accessible names of the entries. */
  user: string;
  agent: string;
  thought: string;
  thinking: string;
  plan: string;
  planRemoved: string;
  toolCall: (title: string) => string;
  /** "Read 3 files, 2 searches": the read-only calls of a group, by kind. */
  groupCounts: (counts: { read: number; search: number; fetch: number; think: number; other: number }) => string;
  mode: (mode: string) => string;
  /** A stop reason's label (`end_turn`…), or the reason as sent. */
  stopReason: (reason: string) => string;
  turnEnd: string;
  turnFailed: string;
  /** Said (politely) when a turn ends: "Turn ended: cancelled". */
  turnEndedAnnouncement: (reason: string) => string;
  feedError: string;
  /** A row for a session update this element does not draw itself. */
  update: (kind: string) => string;
  /** The label of an agent's question (an elicitation tied to no tool call). */
  elicitation: string;
  /** A context compaction marker, by its status (`in_progress`, `completed`, `failed`, `cancelled`, or as sent). */
  compaction: (status: string) => string;
}

const byStatus =
  (labels: Record<string, string>, other: (status: string) => string) =>
  (status: string): string =>
    Object.hasOwn(labels, status) ? labels[status] : other(status);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const EN_STOP: Record<string, string> = {
  end_turn: 'end turn',
  cancelled: 'cancelled',
  refusal: 'refusal',
  max_tokens: 'max tokens',
  max_turn_requests: 'max turn requests',
};
const ZH_CN_STOP: Record<string, string> = {
  end_turn: '正常结束',
  cancelled: '已取消',
  refusal: '已拒绝',
  max_tokens: '达到令牌上限',
  max_turn_requests: '达到请求次数上限',
};
const ZH_TW_STOP: Record<string, string> = {
  end_turn: '正常結束',
  cancelled: '已取消',
  refusal: '已拒絕',
  max_tokens: '達到權杖上限',
  max_turn_requests: '達到要求次數上限',
};

const stop = (labels: Record<string, string>) => (reason: string) => (Object.hasOwn(labels, reason) ? labels[reason] : reason);

export const threadStrings: Record<'en' | 'zh-CN' | 'zh-TW', SessionThreadStrings> = {
  en: {
    label: 'Session transcript',
    empty: 'Nothing in this session yet',
    loading: 'Loading this session’s history…',
    resumed: 'Resumed without its history: earlier messages are not available in this view.',
    closed: 'This session is closed: the agent no longer runs it.',
    restoreToHere: 'Restore to here',
    restoreHint: (n) => `${n} ${n === 1 ? 'file' : 'files'} changed since`,
    restoreConfirm: (n) =>
      `Put ${n === 1 ? 'this file' : `these ${n} files`} back as ${n === 1 ? 'it was' : 'they were'} before this prompt? The conversation stays as it is.`,
    restore: 'Restore files',
    cancelRestore: 'Keep them',
    user: 'You',
    agent: 'Agent',
    thought: 'Thought',
    thinking: 'Thinking…',
    plan: 'Plan',
    planRemoved: 'Plan removed',
    toolCall: (title) => `Tool call: ${title}`,
    groupCounts: ({ read, search, fetch, think, other }) => {
      const parts: string[] = [];
      if (read) parts.push(`Read ${plural(read, 'file', 'files')}`);
      if (search) parts.push(plural(search, 'search', 'searches'));
      if (fetch) parts.push(plural(fetch, 'fetch', 'fetches'));
      if (think) parts.push(plural(think, 'thought', 'thoughts'));
      if (other) parts.push(plural(other, 'call', 'calls'));
      const text = parts.join(', ');
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    mode: (mode) => `Mode: ${mode}`,
    stopReason: stop(EN_STOP),
    turnEnd: 'End of turn',
    turnFailed: 'The turn failed',
    turnEndedAnnouncement: (reason) => `Turn ended: ${reason}`,
    feedError: 'Could not read a message',
    update: (kind) => `Update: ${kind}`,
    elicitation: 'Question from the agent',
    compaction: byStatus(
      {
        in_progress: 'Compacting context…',
        completed: 'Context compacted',
        failed: 'Context compaction failed',
        cancelled: 'Context compaction cancelled',
      },
      (status) => `Context compaction: ${status}`,
    ),
  },
  'zh-CN': {
    label: '会话记录',
    empty: '此会话尚无内容',
    loading: '正在加载此会话的历史记录…',
    resumed: '已恢复会话但未加载历史记录：此视图中看不到之前的消息。',
    closed: '此会话已关闭：代理不再运行它。',
    restoreToHere: '恢复到此处',
    restoreHint: (n) => `此后改动了 ${n} 个文件`,
    restoreConfirm: (n) => `将这 ${n} 个文件恢复到此提示之前的状态？对话保持不变。`,
    restore: '恢复文件',
    cancelRestore: '保留改动',
    user: '你',
    agent: '代理',
    thought: '思考',
    thinking: '正在思考…',
    plan: '计划',
    planRemoved: '计划已移除',
    toolCall: (title) => `工具调用：${title}`,
    groupCounts: ({ read, search, fetch, think, other }) =>
      [
        read && `读取 ${read} 个文件`,
        search && `${search} 次搜索`,
        fetch && `${fetch} 次获取`,
        think && `${think} 次思考`,
        other && `${other} 次调用`,
      ]
        .filter(Boolean)
        .join('、'),
    mode: (mode) => `模式：${mode}`,
    stopReason: stop(ZH_CN_STOP),
    turnEnd: '回合结束',
    turnFailed: '回合失败',
    turnEndedAnnouncement: (reason) => `回合结束：${reason}`,
    feedError: '无法读取一条消息',
    update: (kind) => `更新：${kind}`,
    elicitation: '代理的提问',
    compaction: byStatus(
      { in_progress: '正在压缩上下文…', completed: '上下文已压缩', failed: '上下文压缩失败', cancelled: '上下文压缩已取消' },
      (status) => `上下文压缩：${status}`,
    ),
  },
  'zh-TW': {
    label: '工作階段記錄',
    empty: '此工作階段尚無內容',
    loading: '正在載入此工作階段的歷史記錄…',
    resumed: '已恢復工作階段但未載入歷史記錄：此檢視中看不到先前的訊息。',
    closed: '此工作階段已關閉：代理程式不再執行它。',
    restoreToHere: '還原到此處',
    restoreHint: (n) => `此後變更了 ${n} 個檔案`,
    restoreConfirm: (n) => `將這 ${n} 個檔案還原到此提示之前的狀態？對話保持不變。`,
    restore: '還原檔案',
    cancelRestore: '保留變更',
    user: '你',
    agent: '代理程式',
    thought: '思考',
    thinking: '正在思考…',
    plan: '計畫',
    planRemoved: '計畫已移除',
    toolCall: (title) => `工具呼叫：${title}`,
    groupCounts: ({ read, search, fetch, think, other }) =>
      [
        read && `讀取 ${read} 個檔案`,
        search && `${search} 次搜尋`,
        fetch && `${fetch} 次擷取`,
        think && `${think} 次思考`,
        other && `${other} 次呼叫`,
      ]
        .filter(Boolean)
        .join('、'),
    mode: (mode) => `模式：${mode}`,
    stopReason: stop(ZH_TW_STOP),
    turnEnd: '回合結束',
    turnFailed: '回合失敗',
    turnEndedAnnouncement: (reason) => `回合結束：${reason}`,
    feedError: '無法讀取一則訊息',
    update: (kind) => `更新：${kind}`,
    elicitation: '代理程式的提問',
    compaction: byStatus(
      { in_progress: '正在壓縮上下文…', completed: '上下文已壓縮', failed: '上下文壓縮失敗', cancelled: '上下文壓縮已取消' },
      (status) => `上下文壓縮：${status}`,
    ),
  },
};
