// The "effects in force" group of Early War events: one definition per card, in a file named after it.
import type { EventDefinition } from '../registry';
import { containment } from './containment';
import { redScarePurge } from './redScarePurge';
import { nato } from './nato';
import { deGaulleLeadsFrance } from './deGaulleLeadsFrance';
import { marshallPlan } from './marshallPlan';
import { warsawPactFormed } from './warsawPactFormed';
import { usJapanMutualDefensePact } from './usJapanMutualDefensePact';
import { formosanResolution } from './formosanResolution';
import { norad } from './norad';
import { trumanDoctrine } from './trumanDoctrine';
import { specialRelationship } from './specialRelationship';
import { ciaCreated } from './ciaCreated';
import { duckAndCover } from './duckAndCover';
import { nuclearTestBan } from './nuclearTestBan';

export const EFFECT_EVENTS: readonly EventDefinition[] = [
  containment, redScarePurge, nato, deGaulleLeadsFrance, marshallPlan, warsawPactFormed, usJapanMutualDefensePact,
  formosanResolution, norad, trumanDoctrine, specialRelationship, ciaCreated, duckAndCover, nuclearTestBan,
];
