export { allSections, exposesModule, isSectionKey, remoteModuleId, sectionsExposing } from './lookups';
export { productionEntryUrl, productionFolder, productionRemotesJson, REMOTE_ENTRY_FILE, SHARED_LIBS_FILE } from './production';
export {
  type ExposedModule,
  ROUTES_MODULE,
  type Section,
  SECTION_KEYS,
  type SectionKey,
  SECTIONS,
  SUMMARY_MODULE,
} from './sections';
export { type Screen, SCREENS } from './screens';
export { customerPath, employeePath, orderPath, SERVICE_IMPORT_KEY, serviceImportPath, servicePath } from './record-paths';
