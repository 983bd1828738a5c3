import { describe, expect, it } from 'vitest';
import { flows } from '../registry.ts';
import { transitionsOf } from '../testing/structure.ts';
import { renderFlowChart, renderFlowIndex } from './flow-chart.ts';

const otp = flows.find((flow) => flow.name === 'otp');

describe('flow charts', () => {
  it('draws a Mermaid state diagram with events, guard names and timers on the edges', () => {
    expect(otp).toBeDefined();
    const chart = renderFlowChart(otp!);
    expect(chart).toContain('```mermaid\nstateDiagram-v2\n');
    expect(chart).toContain('active_code_entering --> active_code_verifying : code.submit [isCodeComplete]');
    expect(chart).toContain('active_timer_running_ticking --> active_timer_running_ticking : after tick = 1000 ms');
    expect(chart).toContain('active_code_sending --> active_code_entering : done sendCode');
    expect(chart).toContain('verified --> [*]');
  });

  it('puts parallel regions side by side and state descriptions in notes', () => {
    const chart = renderFlowChart(otp!);
    expect(chart).toMatch(/state active_timer \{[\s\S]*\n {4}--\n {4}state "code" as active_code/);
    expect(chart).toContain('note right of active_code_verifying\n        Checking the four digits with the server.\n      end note');
  });

  it('lists every transition of every machine in its table', () => {
    for (const flow of flows) {
      const table = renderFlowChart(flow).split('## Transitions')[1] ?? '';
      const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Source') && !line.startsWith('| ---'));
      expect(rows).toHaveLength(transitionsOf(flow.machine).length);
    }
  });

  it('is deterministic and indexes every machine', () => {
    for (const flow of flows) expect(renderFlowChart(flow)).toBe(renderFlowChart(flow));
    const index = renderFlowIndex(flows);
    for (const flow of flows) expect(index).toContain(`](./${flow.name}.md)`);
  });
});
