export { FileDropZone } from "./file-drop-zone";
export { HandsAndEyesPanel } from "./hands-and-eyes-panel";
