Pod::Spec.new do |s|
  s.name = 'Chips'
  s.version = '1.2.0'
  s.summary = 'A test fixture of HeadlessUIKit.'
  s.source_files = 'Sources/Chips/**/*.swift'
end
