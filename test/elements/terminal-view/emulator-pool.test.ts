// SPDX-License-Identifier: Apache-2.0
// The emulator pool on the manual clock, with stand-in members (what the pool manages: each
// terminal's emulator controller) that log when they are granted an emulator and when it is taken
// back: every count and time below is exact. The pool with real terminals and xterm.js is in
// terminal-view.test.ts.
import { expect } from '@open-wc/testing';
import type { Terminal } from '@xterm/xterm';
import {
  EmulatorPool,
  emulatorPool,
  HIDDEN_GRACE_MS,
  IDLE_TIMEOUT_MS,
  SCROLL_QUIET_MS,
  SPARE_TTL_MS,
  type PoolMember,
  type SpareEmulator,
} from '../../../src/elements/terminal-view/emulator-pool.js';
import { setEmulatorBudget } from '../../../src/elements/terminal-view/emulator-budget.js';
import { withManualClock } from '../../helpers/clock.js';

const clock = withManualClock(1_000);
/** What the members were told, with the clock's time: `+a@1000` granted, `-a@1800` taken back. */
let log: string[];
let pool: EmulatorPool;

beforeEach(() => {
  log = [];
  pool = new EmulatorPool({ clock });
});
afterEach(() => pool.reset());

function member(name: string): PoolMember {
  return {
    attach: () => log.push(`+${name}@${clock.now()}`),
    detach: () => log.push(`-${name}@${clock.now()}`),
  };
}

/** `n` idle periods, each long enough to build an emulator in. */
function idle(n: number): void {
  for (let i = 0; i < n; i++) clock.idle();
}

/** A stand-in spare whose emulator counts its disposals. */
function spare(disposed: string[], name: string): SpareEmulator {
  const term = { dispose: () => disposed.push(`${name}@${clock.now()}`) } as unknown as Terminal;
  return { term, fit: {} as SpareEmulator['fit'], ref: { owner: document }, font: '12px mono', width: 640 };
}

describe('emulator pool', () => {
  it('grants one emulator per idle period, in the order terminals came on screen, up to the budget', () => {
    pool.setBudget(2);
    const [a, b, c] = [member('a'), member('b'), member('c')];
    pool.show(a);
    pool.show(b);
    pool.show(c);
    expect(pool.liveCount, 'none before an idle period').to.equal(0);
    idle(1);
    expect(log).to.deep.equal(['+a@1000']);
    idle(4);
    expect(log, 'the budget holds: every live one is on screen').to.deep.equal(['+a@1000', '+b@1000']);
    expect(pool.liveCount).to.equal(2);
    clock.advance(100);
    pool.hide(a);
    idle(1);
    expect(log, "the hidden one's emulator goes to the waiting terminal at once").to.deep.equal([
      '+a@1000',
      '+b@1000',
      '-a@1100',
      '+c@1100',
    ]);
    expect(pool.liveCount).to.equal(2);
  });

  it('without an idle period, grants at the idle timeout', () => {
    pool.show(member('a'));
    clock.advance(IDLE_TIMEOUT_MS - 1);
    expect(log).to.deep.equal([]);
    clock.advance(1);
    expect(log).to.deep.equal([`+a@${1_000 + IDLE_TIMEOUT_MS}`]);
  });

  it('waits out an idle period too short to build an emulator in', () => {
    pool.show(member('a'));
    clock.idle(5);
    expect(log).to.deep.equal([]);
    clock.advance(10);
    clock.idle(6);
    expect(log).to.deep.equal(['+a@1010']);
  });

  it('takes back the emulators of terminals off screen after their grace period, at the sweep', () => {
    const members = ['a', 'b', 'c', 'd'].map(member);
    for (const each of members) pool.show(each);
    idle(4);
    expect(pool.liveCount).to.equal(4);
    log = [];
    const [a, b, c] = members;
    pool.hide(a!);
    pool.hide(b!);
    clock.advance(300);
    pool.hide(c!);
    // The sweep at t=1800 finds a and b hidden for 800 ms, c for 500 ms: c goes at the next sweep, t=2600.
    clock.advance(499);
    expect([clock.now(), pool.liveCount]).to.deep.equal([1_799, 4]);
    clock.advance(1);
    expect(log).to.deep.equal(['-a@1800', '-b@1800']);
    clock.advance(30_000);
    expect(log).to.deep.equal(['-a@1800', '-b@1800', `-c@${1_800 + HIDDEN_GRACE_MS}`]);
    expect(pool.liveCount, 'after 30 s, the one still on screen').to.equal(1);
  });

  it('keeps the emulator of a terminal back on screen within its grace period', () => {
    const a = member('a');
    pool.show(a);
    idle(1);
    pool.hide(a);
    clock.advance(HIDDEN_GRACE_MS - 1);
    pool.show(a);
    clock.advance(30_000);
    idle(3);
    expect(log).to.deep.equal(['+a@1000']);
    expect(pool.liveCount).to.equal(1);
  });

  it('releases at once a terminal that is gone, and lets the next one have its emulator', () => {
    pool.setBudget(1);
    const [a, b] = [member('a'), member('b')];
    pool.show(a);
    pool.show(b);
    idle(3);
    clock.advance(50);
    pool.drop(a);
    idle(1);
    expect(log).to.deep.equal(['+a@1000', '-a@1050', '+b@1050']);
  });

  it('on a lower budget, releases hidden emulators first, then the oldest shown, which waits for room again', () => {
    const [a, b, c] = [member('a'), member('b'), member('c')];
    for (const each of [a, b, c]) pool.show(each);
    idle(3);
    pool.hide(b);
    log = [];
    pool.setBudget(1);
    expect(log).to.deep.equal(['-b@1000', '-a@1000']);
    expect(pool.liveCount).to.equal(1);
    idle(3);
    expect(pool.liveCount, 'c is on screen: a waits').to.equal(1);
    clock.advance(200);
    pool.setBudget(2);
    idle(1);
    expect(log).to.deep.equal(['-b@1000', '-a@1000', '+a@1200']);
  });

  it('grants nothing while the page scrolls, nor until 150 ms after the last scroll', () => {
    pool.show(member('a'));
    document.dispatchEvent(new Event('scroll'));
    clock.advance(100);
    document.dispatchEvent(new Event('scroll'));
    idle(1);
    clock.advance(SCROLL_QUIET_MS - 1);
    idle(1);
    expect(log).to.deep.equal([]);
    clock.advance(1);
    idle(1);
    expect(log).to.deep.equal([`+a@${1_100 + SCROLL_QUIET_MS}`]);
  });

  it('keeps up to 4 spares, hands back the last kept first, and disposes of them all 60 s after the last came', () => {
    const disposed: string[] = [];
    const spares = ['s1', 's2', 's3', 's4'].map((name) => spare(disposed, name));
    pool.keepSpare(spares[0]!);
    clock.advance(10_000);
    for (const each of spares.slice(1)) pool.keepSpare(each);
    expect([pool.spareCount, pool.hasRoomForSpare()]).to.deep.equal([4, false]);
    expect(pool.takeSpare()).to.equal(spares[3]);
    expect(pool.hasRoomForSpare()).to.equal(true);
    clock.advance(SPARE_TTL_MS - 1);
    expect(disposed).to.deep.equal([]);
    clock.advance(1);
    expect(disposed).to.deep.equal(['s1@71000', 's2@71000', 's3@71000']);
    expect(pool.spareCount).to.equal(0);
  });

  it('resets to a fresh page: emulators taken back, spares disposed, timers cancelled, the default budget', () => {
    const disposed: string[] = [];
    pool.setBudget(1);
    const [a, b] = [member('a'), member('b')];
    pool.show(a);
    pool.show(b);
    idle(1);
    pool.keepSpare(spare(disposed, 's'));
    pool.reset({ clock });
    expect(log).to.deep.equal(['+a@1000', '-a@1000']);
    expect(disposed).to.deep.equal(['s@1000']);
    expect([pool.liveCount, pool.spareCount, pool.limit]).to.deep.equal([0, 0, 20]);
    clock.advance(SPARE_TTL_MS);
    idle(2);
    expect(log, 'nothing waits any more').to.deep.equal(['+a@1000', '-a@1000']);
  });
});

describe("the page's emulator pool", () => {
  afterEach(() => emulatorPool.reset());

  it('takes its cap from the public setEmulatorBudget, and reset restores the default', () => {
    setEmulatorBudget(3.7);
    expect(emulatorPool.limit).to.equal(3);
    setEmulatorBudget(0);
    expect(emulatorPool.limit).to.equal(1);
    emulatorPool.reset();
    expect(emulatorPool.limit).to.equal(20);
  });

  it("waits on the test's clock", () => {
    emulatorPool.reset();
    emulatorPool.show(member('a'));
    clock.advance(IDLE_TIMEOUT_MS);
    expect(log).to.deep.equal([`+a@${1_000 + IDLE_TIMEOUT_MS}`]);
  });
});
