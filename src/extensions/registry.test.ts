import identities from 'virtual:futureslab/extensions';
import { describe, expect, it } from 'vitest';
import { EXTENSIONS } from './extensions';
import { extensionComponents } from './registry';
import { EXTENSION_MANIFESTS } from './validatorManifests';

describe('the browser registry of extensions', () => {
  it('receives from the build each extension’s name, kind and section, in the order of the list', () => {
    expect(identities).toHaveLength(EXTENSIONS.length);
    expect(identities).toEqual(EXTENSION_MANIFESTS.map((manifest) => (manifest.kind === 'module' ? { name: manifest.name, kind: manifest.kind, section: manifest.section } : { name: manifest.name, kind: manifest.kind })));
  });

  it('registers every add-on and module of the list under its manifest’s name, and nothing else', () => {
    const names = (kind: string) => EXTENSION_MANIFESTS.filter((manifest) => manifest.kind === kind).map((manifest) => manifest.name).sort();
    expect(Object.keys(extensionComponents.addons).sort()).toEqual(names('calculator-addon'));
    expect(Object.keys(extensionComponents.modules).sort()).toEqual(names('module'));
  });

});
