// The Mid War events implemented so far: one definition per card, in a file named after it.
import type { EventDefinition } from '../registry';
import { shuttleDiplomacy } from './shuttleDiplomacy';

export const MID_WAR_EVENTS: readonly EventDefinition[] = [shuttleDiplomacy];
