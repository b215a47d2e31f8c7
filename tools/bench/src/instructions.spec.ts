import { mainThreadDump, totalInstructions, underCallgrind } from './instructions';

describe('callgrind', () => {
  it('reads the instructions of an output file from its totals line', () => {
    const output = ['version: 1', 'events: Ir', 'summary: 0', 'fn=(1) main', '0 12', 'totals: 480234000', ''];
    expect(totalInstructions(output.join('\n'))).toBe(480_234_000);
    expect(() => totalInstructions('events: Ir\n')).toThrow('totals');
  });

  it('starts a server with the counting off, writing per process and thread into the given folder', () => {
    expect(underCallgrind('/tmp/cg')).toEqual([
      'valgrind',
      '--quiet',
      '--tool=callgrind',
      '--instr-atstart=no',
      '--separate-threads=yes',
      '--callgrind-out-file=/tmp/cg/callgrind.%p',
    ]);
  });

  it("names the main thread's file of the first dump, as callgrind writes it per thread", () => {
    expect(mainThreadDump(4321)).toBe('callgrind.4321.1-01');
  });
});
