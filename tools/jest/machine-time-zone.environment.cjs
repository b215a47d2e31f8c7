// A Node test environment whose tests can switch the machine's time zone: Jest gives each test file
// a copy of process.env, so `process.env.TZ = …` inside a test changes nothing. This environment hands
// the test a setter bound to the worker's real process.env (Node applies a new TZ at once), and puts
// the original zone back when the file ends.
const { TestEnvironment } = require('jest-environment-node');

class MachineTimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const original = process.env.TZ;
    this.restoreTimeZone = () => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    };
    this.global.setMachineTimeZone = (zone) => {
      process.env.TZ = zone;
    };
  }

  async teardown() {
    this.restoreTimeZone();
    await super.teardown();
  }
}

module.exports = MachineTimeZoneEnvironment;
