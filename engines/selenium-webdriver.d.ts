// selenium-webdriver has no "exports" map, so Node's ESM loader needs the file path of its HTTP
// module; its types (@types/selenium-webdriver) name the module 'selenium-webdriver/http'.
declare module 'selenium-webdriver/http/index.js' {
  export * from 'selenium-webdriver/http';
}
