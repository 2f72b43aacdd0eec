import type { Static } from '@sinclair/typebox';
import type * as S from '../schemas/ops.js';

export type OpsHomeFigures = Static<typeof S.OpsHomeFiguresSchema>;
