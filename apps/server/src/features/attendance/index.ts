/** Attendance's public entry: the training's settings, the sheets, a module watched or finished by hand. */
export { attendanceRepository } from './repository';
export { attendanceService, overrideByHand } from './service';
export { readTrainingSettings } from './settings';
