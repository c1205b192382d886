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
// main() runs the command, sets the exit status and ends quietly on a closed pipe (`| head`).
require(bundle).main(process.argv.slice(2));
