#!/usr/bin/env node
// The `tsn` command line: the bundled CLI in dist/ (built by `npm run build`).
'use strict';
const path = require('path');
const fs = require('fs');
const bundle = path.join(__dirname, '..', 'dist', 'cli', 'tsn.js');
if (!fs.existsSync(bundle)) {
  process.stderr.write(`tsn: ${bundle} is missing; run "npm run build" first\n`);
  process.exit(2);
}
const { run } = require(bundle);
const status = run(process.argv.slice(2));
if (status >= 0) process.exitCode = status;
