/** Downloads a file the server serves as an attachment, through a hidden link (the page stays where it is). */
export function downloadFile(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
