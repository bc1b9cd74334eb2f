// The front door's thread (server/front-door.ts): started by run() in server/app.ts from the build's
// front-door.js. It loads nothing of the application.
import { parentPort, workerData } from "node:worker_threads";
import { startFrontDoor, type Channel, type FrontDoorOptions } from "./front-door";

startFrontDoor(workerData as FrontDoorOptions, parentPort as unknown as Channel);
